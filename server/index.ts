import fs from 'node:fs';
import path from 'node:path';

import { buildApp } from './app';
import { loadConfig } from './config';
import { DataDirLockedError } from './db/lock';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demoAccounts';

/** Reads the config, builds the app, listens on PORT, and shuts down cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = loadConfig();
  let built;
  try {
    built = await buildApp({ config });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { app, ctx } = built;
  const address = await app.listen({ port: config.port, host: config.host });
  const port = (app.server.address() as { port: number }).port;
  // The local `npm run admin` finds the running server (and may call its admin API) through this file.
  const runtimeFile = path.join(config.dataDir, 'server.json');
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(runtimeFile, JSON.stringify({ pid: process.pid, port, adminKey: ctx.secrets.adminKey }), { mode: 0o600 });

  const url = config.publicUrl ?? `http://localhost:${port}`;
  const lines = [
    '',
    `  Tribune is running at ${url}  (listening on ${address}, database: ${ctx.database.kind}, bus: ${ctx.counters.kind})`,
    '',
    `  Demo accounts (password ${DEMO_PASSWORD} for all, phone +86):`,
    ...DEMO_ACCOUNTS.map((a) => `    ${a.username.padEnd(11)} ${a.phone}  ${a.note}`),
    '',
    '  SMS codes are printed in this log (SMS_PROVIDER=console).',
    '  Review anchors: npm run admin -- list | approve <username> | reject <username> | ban <username>',
    '',
  ];
  console.log(lines.join('\n'));

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    fs.rmSync(runtimeFile, { force: true });
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

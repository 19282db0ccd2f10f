/**
 * The server's entry. `npm start` runs its build (scripts/buildServer.ts, dist/server/index.js) with
 * `node --enable-source-maps --v8-pool-size=1 --max-semi-space-size=8`: stack traces point at these
 * sources, and V8 keeps one worker thread instead of four. Each thread that compiles PGlite's WASM
 * leaves its garbage in its own malloc arena, which the process keeps: ~80 MB with four, ~20 MB with
 * one (pmap of an idle server). The young generation's two halves grow to 8 MB each, not 16: the
 * start (migrations, seeding) grew them to the full 32 MB, resident ever after (a fresh start idled at
 * 242-243 MB instead of 266-270; im.msgs_per_s the same within its noise, 3,688 against 3,659 in five
 * runs each, with the bench's server given the flag).
 * `npm run serve` and `npm run dev` run the sources with tsx.
 */
import { type Config, ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/lock';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demoAccounts';
import { startServer } from './start';

/** What anchors point their encoder at, or why they cannot go live. */
function ingestLine(mode: string, rtmpPort: number | undefined, host: string): string {
  if (mode === 'external') return '  Going live: external media server (LIVE_INGEST=external, see README).';
  if (mode === 'off') return '  Going live: ingest is off (LIVE_INGEST=off).';
  if (rtmpPort === undefined)
    return '  Going live: unavailable (no ffmpeg, or the RTMP port is taken: see the log).';
  return `  Going live: anchors push RTMP to rtmp://${host}:${rtmpPort}/live with their live code (/user/configuration).`;
}

/** Reads the config, starts the server on PORT, and shuts down cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Tribune cannot start: ${error.message}`);
    process.exit(1);
  }
  const started = await startServer({ config }).catch((error: unknown) => {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  });
  const { app, ctx, url, rtmpPort } = started;
  const ingest = ingestLine(config.live.ingest, rtmpPort, new URL(url).hostname);
  console.log(
    [
      '',
      `  Tribune is running at ${url}  (database: ${ctx.database.kind}, bus: ${ctx.counters.kind}, data: ${config.dataDir})`,
      '',
      `  Demo accounts (password ${DEMO_PASSWORD} for all, phone +86):`,
      ...DEMO_ACCOUNTS.map((a) => `    ${a.username.padEnd(11)} ${a.phone}  ${a.note}`),
      '',
      ingest,
      '  SMS codes are printed in this log (SMS_PROVIDER=console).',
      '  Review anchors: npm run admin -- list | approve <username> | reject <username> | ban <username>',
      '',
    ].join('\n'),
  );

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), 10_000).unref();
    started.stop().then(
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

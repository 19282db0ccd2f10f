import fs from 'node:fs';
import path from 'node:path';

import { type Built, buildApp, type BuildOptions } from './app';
import { startIngest } from './modules/live/runtime';

export interface Started extends Built {
  port: number;
  /** The embedded RTMP ingest's port (undefined when it does not run). */
  rtmpPort: number | undefined;
  url: string;
  stop(): Promise<void>;
}

/**
 * Builds the app and listens; writes DATA_DIR/server.json (pid, port, admin key, mode 600) so the
 * local `npm run admin` finds the running server. `stop` drains (no new connection, calls in flight
 * finish, sockets close with 1001), closes everything and removes the file.
 */
export async function startServer(options: BuildOptions): Promise<Started> {
  const built = await buildApp(options);
  const { app, ctx } = built;
  await app.listen({ port: options.config.port, host: options.config.host });
  const port = (app.server.address() as { port: number }).port;
  const rtmpPort = await startIngest(ctx);
  const runtimeFile = path.join(options.config.dataDir, 'server.json');
  fs.mkdirSync(options.config.dataDir, { recursive: true });
  fs.writeFileSync(runtimeFile, JSON.stringify({ pid: process.pid, port, adminKey: ctx.secrets.adminKey }), {
    mode: 0o600,
  });
  let stopped: Promise<void> | undefined;
  return {
    ...built,
    port,
    rtmpPort,
    url: options.config.publicUrl ?? `http://localhost:${port}`,
    stop() {
      stopped ??= (async () => {
        fs.rmSync(runtimeFile, { force: true });
        // Drain: stop accepting connections first, so a balancer's next connect is refused and goes
        // to another node (POST included: nothing was sent), while the requests in flight finish and
        // the sockets close with 1001 (the gateway's preClose); then everything else closes.
        app.server.close();
        await app.close();
      })();
      return stopped;
    },
  };
}

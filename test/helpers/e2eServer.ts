import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { loadConfig } from '../../server/config';
import { type Started, startServer } from '../../server/start';

export interface E2eServer extends Started {
  dataDir: string;
  /** The newest SMS code sent to `phone`. */
  lastCode(phone: string): string | undefined;
}

/** Where the e2e tier's template data directory is (test/e2e/globalSetup.ts), when there is one. */
export const PGLITE_TEMPLATE_ENV = 'TRIBUNE_E2E_PGLITE_TEMPLATE';

/**
 * The real server on 127.0.0.1 and a free port, with a fresh PGlite data folder: a copy of the run's
 * migrated and seeded template when the e2e globalSetup made one (the server applies the seeds the
 * template lacks, with its own clock and config, as on an empty database), else an empty one. `now` replaces the
 * server's clock (the match simulator plays by it: a test moves it to a goal).
 */
export async function startE2eServer(
  env: Record<string, string> = {},
  options: { now?: () => number } = {},
): Promise<E2eServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tribune-e2e-'));
  const template = process.env[PGLITE_TEMPLATE_ENV];
  const demo = env.SEED_DEMO !== '0';
  if (template && demo && !env.DATABASE_URL && fs.existsSync(template)) {
    fs.cpSync(template, path.join(dataDir, 'pglite'), { recursive: true });
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    RTMP_PORT: '0',
    RTMP_HOST: '127.0.0.1',
    // Screenshot scripts take another build with CLIENT_DIR=<dir>.
    CLIENT_DIR: process.env.CLIENT_DIR ?? 'dist/client',
    ...env,
  });
  const started = await startServer({ config, logger: false, ...(options.now ? { now: options.now } : {}) });
  return {
    ...started,
    url: `http://127.0.0.1:${started.port}`,
    dataDir,
    lastCode(phone) {
      const sms = [...started.ctx.sms.sent].reverse().find((m) => m.to.endsWith(phone));
      return sms?.text.match(/\b(\d{6})\b/)?.[1];
    },
    async stop() {
      await started.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A private copy of the run's client build (CLIENT_DIR, else dist/client) in a temporary folder, for a
 * suite that serves it for long or changes it (push redeploys sw.js): another run's build replacing the
 * folder mid-suite would turn the lazy route chunks of open pages into 404s. The caller removes it.
 */
export function copyClient(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `tribune-${name}-client-`));
  fs.cpSync(process.env.CLIENT_DIR ?? 'dist/client', dir, { recursive: true });
  return dir;
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { LightMyRequestResponse } from 'fastify';

import { startTestServer, type TestServer } from './testServer';

export interface ClientServer {
  server: TestServer;
  /** A GET of `url` with these request headers, injected. */
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** A server on the embedded database serving a client folder that `write` fills (a fake dist/client). */
export async function startClientServer(write: (dir: string) => void): Promise<ClientServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tribune-client-'));
  write(dir);
  const server = await startTestServer({ backend: 'pglite', env: { CLIENT_DIR: dir } });
  return {
    server,
    get: (url, headers = {}) => server.app.inject({ method: 'GET', url, headers }),
    async close() {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

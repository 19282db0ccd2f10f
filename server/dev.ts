import { createServer } from 'vite';

import { IM_PATH } from '../protocol/im';

import { loadConfig } from './config';
import { startServer } from './start';

/**
 * `npm run dev`: the API server on PORT+1 and Vite's dev server (hot reload) on PORT, which proxies
 * `/web` and `/uploads` to it. Restart this command after server changes.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const apiPort = config.port + 1;
  const api = await startServer({ config: { ...config, port: apiPort, host: '127.0.0.1' } });
  const target = `http://127.0.0.1:${api.port}`;
  const vite = await createServer({
    configFile: 'vite.config.ts',
    server: {
      port: config.port,
      host: config.host,
      proxy: {
        '/web': target,
        '/uploads': target,
        '/live': target,
        '/media': target,
        '/health': target,
        [IM_PATH]: { target, ws: true },
      },
    },
  });
  await vite.listen();
  vite.printUrls();
  const stop = () => void Promise.all([vite.close(), api.stop()]).finally(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();

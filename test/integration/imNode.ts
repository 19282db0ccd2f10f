/**
 * One server process for the scale-out test: the real server on 127.0.0.1 and a free port, with
 * DATABASE_URL, REDIS_URL and DATA_DIR from the environment. Prints `READY <port>`; stops on SIGTERM.
 */
import { loadConfig } from '../../server/config';
import { startServer } from '../../server/start';

const started = await startServer({
  config: loadConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1' }),
  logger: false,
});
process.stdout.write(`READY ${started.port}\n`);
process.on('SIGTERM', () => {
  started.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});

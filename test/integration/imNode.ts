/**
 * One server process for the scale-out tests: the real server on 127.0.0.1, with DATABASE_URL,
 * REDIS_URL and DATA_DIR from the environment, on TRIBUNE_NODE_PORT (a port the caller chose: a
 * balancer's upstream must not move when the node restarts) or a free port. Logs JSON lines on
 * stdout when TRIBUNE_NODE_LOG=1. Prints `READY <port>`; drains and stops on SIGTERM.
 */
import { loadConfig } from '../../server/config';
import { startServer } from '../../server/start';

const started = await startServer({
  config: loadConfig({ ...process.env, PORT: process.env.TRIBUNE_NODE_PORT ?? '0', HOST: '127.0.0.1' }),
  ...(process.env.TRIBUNE_NODE_LOG === '1' ? {} : { logger: false as const }),
});
process.stdout.write(`READY ${started.port}\n`);
process.on('SIGTERM', () => {
  started.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});

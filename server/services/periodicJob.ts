import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../context';

/**
 * A job every node runs on a timer (its state lives in the database, so it picks up after any
 * restart): first after `firstMs`, then every `everyMs`, one run at a time, errors logged; the timers
 * never keep the process alive, and closing the app waits for a run under way.
 */
export function registerPeriodicJob(
  app: FastifyInstance,
  ctx: AppContext,
  job: { name: string; firstMs: number; everyMs: number; run: () => Promise<unknown> },
): void {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = running
      .then(job.run)
      .catch((error: unknown) => ctx.log.error({ err: error }, `${job.name} failed`));
  };
  const first = setTimeout(tick, job.firstMs);
  const timer = setInterval(tick, job.everyMs);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  });
}

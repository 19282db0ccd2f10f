import type { BrowserContext, Worker } from 'playwright-core';

/** A popup as the registration lists it. */
export interface Shown {
  title: string;
  body: string;
  tag: string;
}

/**
 * Runs in the service worker: `showNotification` and `getNotifications` of the registration go one
 * at a time. Chromium's getNotifications() syncs its notification database with what the platform
 * displays and deletes the rest, so a read while a showNotification() is between the two loses that
 * popup for good (seen in CI and in `npm run bench`: the call resolved, the popup was never listed).
 * The product never reads the list; the tests and benchmarks do, so they must not overlap a show.
 */
const ONE_AT_A_TIME = `(() => {
  if (self.__popupQueue) return;
  let queue = Promise.resolve();
  self.__popupQueue = (run) => {
    const next = queue.then(run);
    queue = next.catch(() => undefined);
    return next;
  };
  const proto = ServiceWorkerRegistration.prototype;
  for (const name of ['showNotification', 'getNotifications']) {
    const original = proto[name];
    proto[name] = function (...args) {
      return self.__popupQueue(() => original.apply(this, args));
    };
  }
})()`;

const LIST = `self.registration.getNotifications().then((list) =>
  list.map((n) => ({ title: n.title, body: n.body, tag: n.tag })))`;

/**
 * The popups of the service worker whose script ends with `script`, read safely (see ONE_AT_A_TIME).
 * Chromium stops an idle worker and a push starts a new one: each one gets the queue as it appears,
 * and a call that outlives its worker gives up after 3 s so that a poll around it asks the new one.
 */
export class Popups {
  constructor(
    private readonly context: BrowserContext,
    private readonly script = '/sw.js',
  ) {
    context.on('serviceworker', (w) => void this.prepare(w));
  }

  private async prepare(w: Worker): Promise<void> {
    if (w.url().endsWith(this.script)) await w.evaluate(ONE_AT_A_TIME).catch(() => undefined);
  }

  /** The current worker, with the queue installed. */
  async worker(): Promise<Worker> {
    const w =
      this.context
        .serviceWorkers()
        .filter((s) => s.url().endsWith(this.script))
        .at(-1) ?? (await this.context.waitForEvent('serviceworker', { timeout: 10_000 }));
    await this.prepare(w);
    return w;
  }

  /** Runs `fn` (worker code as text) in the worker, giving up after 3 s. */
  async evaluate<R>(fn: string): Promise<R> {
    const w = await this.worker();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('the service worker did not answer within 3 s')), 3_000);
    });
    try {
      return await Promise.race([w.evaluate<R>(fn), late]);
    } finally {
      clearTimeout(timer);
    }
  }

  list(): Promise<Shown[]> {
    return this.evaluate<Shown[]>(LIST);
  }

  /** Clicks the popup with this tag as the user would (a notificationclick); false when it is not there. */
  click(tag: string): Promise<boolean> {
    return this
      .evaluate<boolean>(`self.registration.getNotifications({ tag: ${JSON.stringify(tag)} }).then(([n]) => {
      if (!n) return false;
      self.dispatchEvent(new NotificationEvent('notificationclick', { notification: n }));
      return true;
    })`);
  }
}

/**
 * A Redis-backed part (counters, presence, room history, socket tallies) that keeps working on this
 * node's memory while Redis is away (issue 17): each call goes to `shared` while `up()` holds, to
 * `local` otherwise, and to `local` too when a shared call fails because the connection dropped
 * during it. A call that fails while the connection is up is a real error and is thrown.
 *
 * `mirror` names the methods that record this node's own state (a presence announcement): they are
 * written to `local` on every call as well, so that when Redis goes away the local copy already
 * knows every socket this node holds, not only those that came during the outage. Everything else
 * starts empty in memory at the outage (rate-limit windows start again on this node) and Redis
 * takes over again, with its own state, as soon as it is back.
 */
type Method = (...args: never[]) => Promise<unknown>;

export function withFallback<T extends object>(
  shared: T,
  local: T,
  up: () => boolean,
  mirror: readonly (keyof T)[] = [],
): T {
  const call = (target: T, name: keyof T, args: unknown[]) =>
    (target[name] as unknown as (...a: unknown[]) => Promise<unknown>).apply(target, args);
  const wrappers = new Map<keyof T, Method>();
  const wrap = (key: keyof T): Method => {
    const mirrored = mirror.includes(key);
    return async (...args: never[]) => {
      const fromLocal = mirrored ? await call(local, key, args) : undefined;
      const fallBack = () => (mirrored ? fromLocal : call(local, key, args));
      if (!up()) return fallBack();
      try {
        return await call(shared, key, args);
      } catch (error) {
        if (up()) throw error;
        return fallBack();
      }
    };
  };
  return new Proxy(shared, {
    get(target, name, receiver) {
      const value: unknown = Reflect.get(target, name, receiver);
      if (typeof value !== 'function') return value;
      // One wrapper per method, made on first use (these calls are on the hot path of every frame).
      const key = name as keyof T;
      let wrapped = wrappers.get(key);
      if (!wrapped) wrappers.set(key, (wrapped = wrap(key)));
      return wrapped;
    },
  });
}

/**
 * For the worker's tests: Cache Storage in memory, one Map of key → response body per cache name,
 * shared like the browser's; `failing` refuses every open (a full or refused storage).
 */
export function fakeCaches(failing = false) {
  const stores = new Map<string, Map<string, string>>();
  const caches = {
    open(name: string) {
      if (failing) return Promise.reject(new Error('quota'));
      const store = stores.get(name) ?? new Map<string, string>();
      stores.set(name, store);
      return Promise.resolve({
        async put(key: string, response: Response) {
          store.set(key, await response.text());
        },
        match(key: string) {
          const body = store.get(key);
          return Promise.resolve(body === undefined ? undefined : new Response(body));
        },
      } as unknown as Cache);
    },
  };
  return { caches, stores };
}

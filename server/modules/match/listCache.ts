/**
 * Public match lists answered from memory for up to TTL_MS (real time, not ctx.now) and dropped at
 * once when a match they may show changes on any node (the bus update names its sport): the same
 * page asked by thousands of viewers costs one query until something on it changes. Entries carry
 * tags (`race:<raceType>`, `home`); an update drops the tags it touches. The TTL only bounds what
 * no update announces (the stale flag of a silent feed). The caller's own state is added per request.
 */
const TTL_MS = 5000;
const MAX_ENTRIES = 500;

interface Entry {
  at: number;
  tags: readonly string[];
  value: Promise<unknown>;
}

/** The tags an update of a match of `sportId` drops: its column, the Hot column, the home page. */
export function tagsOfSport(sportId: number): string[] {
  return [`race:${sportId}`, 'race:0', 'home'];
}

export class ListCache {
  private readonly entries = new Map<string, Entry>();

  /** The cached value of `key`, or what `load` gives (then cached). Concurrent misses share one load. */
  async get<T>(key: string, tags: readonly string[], load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && performance.now() - hit.at < TTL_MS) return (await hit.value) as T;
    const value = load();
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    const entry = { at: performance.now(), tags, value };
    this.entries.set(key, entry);
    try {
      return await value;
    } catch (error) {
      if (this.entries.get(key) === entry) this.entries.delete(key);
      throw error;
    }
  }

  /** Drops the entries carrying any of `tags`; without tags, every entry. */
  invalidate(tags?: readonly string[]): void {
    if (!tags) return this.entries.clear();
    for (const [key, entry] of this.entries)
      if (entry.tags.some((t) => tags.includes(t))) this.entries.delete(key);
  }
}

/**
 * Everything reachable from `starts` through `next` (a module's imports, a chunk's imports), the
 * starts with it; an item `include` refuses is neither taken nor followed.
 */
export function graphClosure<T>(
  starts: Iterable<T>,
  next: (item: T) => Iterable<T>,
  include: (item: T) => boolean = () => true,
): Set<T> {
  const seen = new Set<T>();
  const queue = [...starts];
  while (queue.length > 0) {
    const item = queue.pop()!;
    if (seen.has(item) || !include(item)) continue;
    seen.add(item);
    queue.push(...next(item));
  }
  return seen;
}

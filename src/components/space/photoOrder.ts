/**
 * Reordering the photo wall: the pure part. A move takes one photo out and puts it at another
 * place; the wall then sends every id in the new order (sortImage).
 */

/** `list` with the item at `from` moved to `to` (both clamped into the list); the same list when nothing moves. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const last = list.length - 1;
  const source = Math.min(Math.max(from, 0), last);
  const target = Math.min(Math.max(to, 0), last);
  if (list.length < 2 || source === target) return [...list];
  const next = [...list];
  const [item] = next.splice(source, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** The ids of a wall in its order, as sortImage takes them. */
export const orderedIds = (photos: readonly { id: number }[]) => photos.map((p) => p.id);

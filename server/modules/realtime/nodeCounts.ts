/**
 * Counts kept per node in a Redis hash (field = node id, value = "count:expiresAt"), as presence
 * and the socket caps keep them: the sum of the entries not expired, without `exceptNode`'s own.
 */
export function liveTotal(fields: Record<string, string>, now: number, exceptNode?: string): number {
  let total = 0;
  for (const [node, value] of Object.entries(fields)) {
    if (node === exceptNode) continue;
    const [count, until] = value.split(':').map(Number);
    if ((until ?? 0) > now) total += count ?? 0;
  }
  return total;
}

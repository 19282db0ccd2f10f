import { IM_RECONNECT_MAX_MS, IM_RECONNECT_MS } from '../../protocol/im';

/**
 * Delay before reconnect attempt `attempt` (0 = the first after a drop): exactly IM_RECONNECT_MS
 * (§7 "reconnect after 500 ms"), then doubling with "equal jitter" (half fixed, half random) so a
 * server restart is not hit by every browser at once, capped at IM_RECONNECT_MAX_MS.
 */
export function reconnectDelay(attempt: number, random: () => number): number {
  if (attempt <= 0) return IM_RECONNECT_MS;
  const base = Math.min(IM_RECONNECT_MAX_MS, IM_RECONNECT_MS * 2 ** Math.min(attempt, 20));
  return Math.round(base / 2 + (random() * base) / 2);
}

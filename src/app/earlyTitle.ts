import type { LiveLoad } from './liveRoute';

/**
 * The slot of a room's first screen (the room's loading state, components/anchor/RoomLoading.tsx)
 * where the page's first script writes the room's title as soon as the details call answers, before
 * the app's script has run (./earlyLive.ts): the title is the room's largest text, and it paints then
 * instead of with the app; the app's own header takes its place, same text, same place.
 */
export const EARLY_TITLE_SLOT = 'data-early-title';

/** The room's title in the shown first screen's slot, as text (never markup); nothing otherwise. */
export function showEarlyTitle(kind: LiveLoad[0], data: unknown, root: ParentNode = document): void {
  if (kind !== 'anchorDetails' || typeof data !== 'object' || data === null) return;
  const { title, nickname } = data as { title?: unknown; nickname?: unknown };
  const text = typeof title === 'string' && title ? title : nickname;
  if (typeof text !== 'string' || !text) return;
  const slot = root.querySelector(`.page-snapshot [${EARLY_TITLE_SLOT}]`);
  if (slot) slot.textContent = text;
}

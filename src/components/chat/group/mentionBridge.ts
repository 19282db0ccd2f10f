import type { Mention } from './mentions';

/**
 * "@mention them" of a member's name menu (in the side panel) reaching the composer of the same
 * group, which is on the page behind the panel: the menu asks, the composer listening for that group
 * inserts "@name ".
 */
type Listener = (mention: Mention) => void;
const listeners = new Map<Listener, string>();

export function askMention(groupID: string, mention: Mention): void {
  for (const [listener, id] of listeners) if (id === groupID) listener(mention);
}

/** The composer of `groupID` hears each request; returns the unsubscribe. */
export function onMentionAsked(groupID: string, listener: Listener): () => void {
  listeners.set(listener, groupID);
  return () => void listeners.delete(listener);
}

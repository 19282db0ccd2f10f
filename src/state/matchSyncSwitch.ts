import { useSyncExternalStore } from 'react';

/**
 * The viewer's switch "Score follows my video" (issue 21): on unless they turned it off, remembered
 * on the device, the same for every tab (another tab's change reaches the views here).
 */

const FOLLOW_KEY = 'tribune-score-follows-video';
const followListeners = new Set<() => void>();

function readFollow(): boolean {
  try {
    return localStorage.getItem(FOLLOW_KEY) !== 'off';
  } catch {
    return true;
  }
}

let follow = typeof localStorage === 'undefined' ? true : readFollow();

/** Whether the viewer wants the score to follow their video (on unless they turned it off). */
export function followsVideo(): boolean {
  return follow;
}

export function setFollowsVideo(on: boolean): void {
  follow = on;
  try {
    localStorage.setItem(FOLLOW_KEY, on ? 'on' : 'off');
  } catch {
    // Private mode without storage: the choice holds for this tab.
  }
  for (const listener of followListeners) listener();
}

function onFollow(listener: () => void): () => void {
  followListeners.add(listener);
  // Another tab changed it.
  const storage = (e: StorageEvent) => {
    if (e.key !== FOLLOW_KEY) return;
    follow = readFollow();
    listener();
  };
  window.addEventListener('storage', storage);
  return () => {
    followListeners.delete(listener);
    window.removeEventListener('storage', storage);
  };
}

export function useFollowsVideo(): boolean {
  return useSyncExternalStore(onFollow, followsVideo, followsVideo);
}

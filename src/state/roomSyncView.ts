import { useCallback, useMemo, useState } from 'react';
import { proxy, useSnapshot } from 'valtio';

import type { RoomMessage, RoomRole } from '../../protocol/room';
import { useClockStatus, useProgrammeTime } from './programmeClock';
import {
  type ChatFollow,
  type ChatMode,
  type ChatModeChoice,
  chatFollow,
  chatModeFor,
  nextRelease,
  parseChatModeChoice,
  releaseMark,
  syncedLines,
  withChatMode,
} from './roomSync';

/**
 * The room chat's "in sync with my video" switch, remembered on the device, and the lines the chat
 * shows with it (the rules are in roomSync.ts).
 */
const KEY = 'tribune-chat-sync';

function stored(): ChatModeChoice {
  try {
    return parseChatModeChoice(localStorage.getItem(KEY));
  } catch {
    // Storage refused (a privacy mode): the defaults, for this page only.
    return {};
  }
}

const state = proxy<{ choice: ChatModeChoice }>({ choice: stored() });

// Another tab flipped the switch: this one follows.
window.addEventListener('storage', (event) => {
  if (event.key === KEY || event.key === null) state.choice = stored();
});

/** The chat mode for `role` and its setter (remembered for that kind of seat). */
export function useChatMode(role: RoomRole): [ChatMode, (mode: ChatMode) => void] {
  const { choice } = useSnapshot(state);
  const setMode = useCallback(
    (mode: ChatMode) => {
      state.choice = withChatMode(state.choice, role, mode);
      try {
        localStorage.setItem(KEY, JSON.stringify(state.choice));
      } catch {
        // Not remembered; the switch still holds for this page.
      }
    },
    [role],
  );
  return [chatModeFor(role, choice), setMode];
}

export interface SyncedRoom {
  follow: ChatFollow;
  /** The lines to show. */
  shown: readonly RoomMessage[];
  /** How many lines wait for the video. */
  held: number;
  /** The programme time the lines were picked at (null: not following the video now). */
  t: number | null;
}

/**
 * The lines of `roomID` as the chat shows them in `mode`: re-rendered exactly when the video reaches
 * the next held line (useProgrammeTime), not on a timer.
 */
export function useSyncedRoom(
  roomID: string,
  messages: readonly RoomMessage[],
  mode: ChatMode,
  me: string,
): SyncedRoom {
  const follow = chatFollow(mode, useClockStatus());
  const [mark, setMark] = useState({ roomID, at: -Infinity });
  const base = mark.roomID === roomID ? mark.at : -Infinity;
  const others = useMemo(() => messages.filter((m) => m.sendID !== me), [messages, me]);
  const t = useProgrammeTime((x) => nextRelease(others, Math.max(x, base)), follow === 'video');
  const at = releaseMark(base, follow, t, messages);
  // The furthest moment released is remembered from render to render (it never moves back: see
  // roomSync.ts); set while rendering, as React's "information from previous renders" pattern.
  if (at !== mark.at || mark.roomID !== roomID) setMark({ roomID, at });
  const lines = useMemo(() => syncedLines(messages, follow, at, me), [messages, follow, at, me]);
  return { follow, shown: lines.shown, held: lines.held.length, t: follow === 'video' ? t : null };
}

import { useLingui } from '@lingui/react/macro';

import { RoomChat } from '../room/RoomChat';
import { useAfterFirstPaint } from './useAfterFirstPaint';

/**
 * The match's room chat (room `match_<id>`) beside the video of /match/live/{id}. Its place is there
 * from the first render, the chat itself from the next: the player and the score paint first, and
 * hls.js gets the main thread sooner (issue 18: first frame).
 */
export function ChatSlot({ roomID }: { roomID: string }) {
  const { t } = useLingui();
  const painted = useAfterFirstPaint(true);
  return (
    <aside
      className="chat-slot card"
      aria-label={t`Live chat`}
      data-testid="match-chat-slot"
      data-room={roomID}
    >
      {painted ? <RoomChat roomID={roomID} /> : null}
    </aside>
  );
}

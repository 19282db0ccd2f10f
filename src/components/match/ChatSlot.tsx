import { useLingui } from '@lingui/react/macro';

import { RoomChat } from '../room/RoomChat';

/** The match's room chat (room `match_<id>`) beside the video of /match/live/{id}. */
export function ChatSlot({ roomID }: { roomID: string }) {
  const { t } = useLingui();
  return (
    <aside
      className="chat-slot card"
      aria-label={t`Live chat`}
      data-testid="match-chat-slot"
      data-room={roomID}
    >
      <RoomChat roomID={roomID} />
    </aside>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';

/** The place of the match's room chat (the rooms issue fills it): reserved, and says so. */
export function ChatSlot({ roomID }: { roomID: string }) {
  const { t } = useLingui();
  return (
    <aside
      className="chat-slot card"
      aria-label={t`Live chat`}
      data-testid="match-chat-slot"
      data-room={roomID}
    >
      <h2 className="section-title">
        <Trans>Live chat</Trans>
      </h2>
      <div className="chat-slot-body">
        <p>
          <Trans>The chat room of this match opens here soon.</Trans>
        </p>
      </div>
    </aside>
  );
}

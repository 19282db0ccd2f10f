import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';

import { FRIEND_REASON_MAX, FriendSource } from '../../../../protocol/friend';
import { call } from '../../../api/client';
import { refreshFriends } from '../../../state/chat';
import { useStore } from '../../../state/store';
import { showToast } from '../../../state/toasts';
import { useSubmit } from '../../account/useSubmit';
import { Avatar } from '../../ui/Avatar';
import { Dialog } from '../../ui/Dialog';

interface Card {
  userID: string;
  nickname: string;
  faceURL: string;
}

/** A shared contact card (§3 card): who it is; a click offers to add them as a friend (source 6). */
export function CardBubble({ card }: { card: Card }) {
  const { t } = useLingui();
  const { userInfo } = useStore();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const apply = useSubmit();
  const self = userInfo?.appNumber === card.userID;

  function onApply(event: FormEvent) {
    event.preventDefault();
    const text = reason.trim();
    const body = { toUserID: card.userID, source: FriendSource.Card, ...(text ? { reason: text } : {}) };
    void apply.submit(
      () => call('applyFriend', body),
      () => {
        showToast(t`Friend request sent`, 'success');
        setOpen(false);
        refreshFriends();
      },
    );
  }

  return (
    <>
      <button
        type="button"
        className="chat-card chat-card-button chat-contact"
        onClick={() => setOpen(true)}
        data-testid="card-bubble"
      >
        <Avatar src={card.faceURL || null} name={card.nickname} size={36} />
        <span>
          <strong>{card.nickname}</strong>
          <small>
            <Trans>Contact card</Trans> · {card.userID}
          </small>
        </span>
      </button>
      {open ? (
        <Dialog title={t`Contact card`} onClose={() => setOpen(false)} testId="card-dialog">
          <div className="card-profile">
            <Avatar src={card.faceURL || null} name={card.nickname} size={64} />
            <strong>{card.nickname}</strong>
            <small>
              <Trans>ID: {card.userID}</Trans>
            </small>
          </div>
          {self ? (
            <p className="chat-notice">
              <Trans>This is your own card.</Trans>
            </p>
          ) : (
            <form onSubmit={onApply} className="card-apply">
              <label>
                <Trans>Message to them (optional)</Trans>
                <input
                  value={reason}
                  maxLength={FRIEND_REASON_MAX}
                  onChange={(e) => setReason(e.target.value)}
                />
              </label>
              {apply.formError ? (
                <p className="form-error" role="alert">
                  {apply.formError}
                </p>
              ) : null}
              <button type="submit" className="btn btn-primary" disabled={apply.busy}>
                <Trans>Add friend</Trans>
              </button>
            </form>
          )}
        </Dialog>
      ) : null}
    </>
  );
}

import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import type { FriendRow } from '../../../../protocol/friend';
import { ErrorCode } from '../../../../protocol/errors';
import { groupIdOf } from '../../../../protocol/groupConstants';
import { FORWARD_TARGETS_MAX } from '../../../../protocol/im';
import type { StoredMessage } from '../../../../protocol/imWorkerApi';
import { messageForCode, networkErrorMessage } from '../../../i18n/errorMessages';
import { forward, type ForwardTarget } from '../../../state/chatActions';
import { showToast } from '../../../state/toasts';
import { Dialog } from '../../ui/Dialog';
import { chatUserId } from '../peer';
import { FriendPickList } from './FriendPickList';
import { GroupPickList } from './GroupPickList';

interface Props {
  messages: readonly StoredMessage[];
  /** The merged content when forwarding as one chat-history message; undefined: one by one. */
  merged: object | undefined;
  onClose: (sent: boolean) => void;
}

/** Picks up to 50 friends and groups (§5) and forwards the messages to each, one by one or merged. */
export function ForwardDialog({ messages, merged, onClose }: Props) {
  const { t } = useLingui();
  const [chosen, setChosen] = useState<Map<string, ForwardTarget>>(new Map());
  const [busy, setBusy] = useState(false);
  const max = FORWARD_TARGETS_MAX;
  const count = chosen.size;

  /** Friends are keyed by appNumber, groups by their conversation id (which is also where to send). */
  function toggle(key: string, target: ForwardTarget) {
    const next = new Map(chosen);
    if (next.has(key)) next.delete(key);
    else if (next.size >= max) return showToast(messageForCode(ErrorCode.ForwardLimit), 'error');
    else next.set(key, target);
    setChosen(next);
  }
  const pickFriend = (friend: FriendRow) =>
    toggle(friend.appNumber, { userID: chatUserId(friend), showName: friend.nickname });

  async function send() {
    setBusy(true);
    try {
      await forward([...chosen.values()], messages, merged);
      showToast(plural(count, { one: 'Forwarded to # chat', other: 'Forwarded to # chats' }), 'success');
      onClose(true);
    } catch {
      showToast(networkErrorMessage(), 'error');
      setBusy(false);
    }
  }

  const title = merged ? t`Forward as chat history` : t`Forward one by one`;
  return (
    <Dialog
      title={title}
      onClose={() => onClose(false)}
      testId="forward-dialog"
      footer={
        <>
          <span className="dialog-count" aria-live="polite">
            <Trans>
              {count} of {max} chosen
            </Trans>
          </span>
          <button type="button" className="btn" onClick={() => onClose(false)}>
            <Trans>Cancel</Trans>
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={count === 0 || busy}
            onClick={() => void send()}
            data-testid="forward-send"
          >
            <Trans>Forward</Trans>
          </button>
        </>
      }
    >
      <FriendPickList chosen={new Set(chosen.keys())} onPick={pickFriend} />
      <GroupPickList
        chosen={new Set([...chosen.keys()].flatMap((k) => groupIdOf(k) ?? []))}
        onPick={(g) => toggle(g.conversationID, { userID: g.conversationID, showName: g.name })}
      />
    </Dialog>
  );
}

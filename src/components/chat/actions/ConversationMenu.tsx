import { Trans, useLingui } from '@lingui/react/macro';

import { type Conversation, RecvOpt } from '../../../../protocol/im';
import { messageForCode, networkErrorMessage } from '../../../i18n/errorMessages';
import { pinConversation, setRecvOpt } from '../../../state/chatActions';
import { showToast } from '../../../state/toasts';
import { Icon } from '../Icon';

type Opt = 0 | 1 | 2;

/** Pin and the receive option of §3 (normal, do not receive, receive without notifying) for the open chat. */
export function ConversationMenu({ conversation }: { conversation: Conversation | undefined }) {
  const { t } = useLingui();
  if (!conversation) return null;
  const { conversationID, isPinned, recvMsgOpt } = conversation;

  function done(promise: Promise<number>) {
    promise.then(
      (code) => code !== 0 && showToast(messageForCode(code), 'error'),
      () => showToast(networkErrorMessage(), 'error'),
    );
  }

  return (
    <div className="chat-conv-menu">
      <button
        type="button"
        className={`chat-tool${isPinned ? ' on' : ''}`}
        aria-pressed={isPinned}
        onClick={() => done(pinConversation(conversationID, !isPinned))}
        // Named by its visible label (Pin / Unpin); the title says more.
        title={isPinned ? t`Unpin` : t`Pin to top`}
        data-testid="pin-toggle"
      >
        <Icon name="pin" size={16} />
        <span className="pin-label">{isPinned ? <Trans>Unpin</Trans> : <Trans>Pin</Trans>}</span>
      </button>
      <label className="chat-recv-opt">
        <Icon name="bell" size={16} />
        <span className="visually-hidden">
          <Trans>Notifications</Trans>
        </span>
        <select
          value={recvMsgOpt}
          onChange={(e) => done(setRecvOpt(conversationID, Number(e.target.value) as Opt))}
          data-testid="recv-opt"
        >
          <option value={RecvOpt.Normal}>{t`Notify me`}</option>
          <option value={RecvOpt.NoNotify}>{t`Mute notifications`}</option>
          <option value={RecvOpt.NotReceive}>{t`Do not receive`}</option>
        </select>
      </label>
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';

import type { GroupInfo, GroupSelf } from '../../../../protocol/group';
import { GROUP_NICKNAME_MAX } from '../../../../protocol/groupConstants';
import { type Conversation, RecvOpt } from '../../../../protocol/im';
import { messageForCode, networkErrorMessage } from '../../../i18n/errorMessages';
import { setRecvOpt } from '../../../state/chatActions';
import { showToast } from '../../../state/toasts';
import { useGroupCall } from './useGroupCall';

type Opt = 0 | 1 | 2;

/** My own options in a group: how its messages reach me (§3 receive option) and my nickname there. */
export function GroupOptions({
  group,
  self,
  conversation,
}: {
  group: GroupInfo;
  self: GroupSelf | null;
  conversation: Conversation | undefined;
}) {
  const { t } = useLingui();
  const id = useId();
  const [nickname, setNickname] = useState(self?.groupNickname ?? '');
  const setNick = useGroupCall('groupSetNickname', group.groupID);

  function changeOpt(opt: Opt) {
    setRecvOpt(group.conversationID, opt).then(
      (code) => showToast(code === 0 ? t`Saved` : messageForCode(code), code === 0 ? 'success' : 'error'),
      () => showToast(networkErrorMessage(), 'error'),
    );
  }

  return (
    <section className="group-section" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>
        <Trans>My options</Trans>
      </h3>
      <label className="group-row-form">
        <span>
          <Trans>Messages of this group</Trans>
        </span>
        <select
          value={conversation?.recvMsgOpt ?? RecvOpt.Normal}
          onChange={(e) => changeOpt(Number(e.target.value) as Opt)}
          data-testid="group-recv-opt"
        >
          <option value={RecvOpt.Normal}>{t`Normal`}</option>
          <option value={RecvOpt.NoNotify}>{t`Receive without notifications`}</option>
          <option value={RecvOpt.NotReceive}>{t`Mute (do not receive)`}</option>
        </select>
      </label>
      <form
        className="group-row-form"
        onSubmit={(e) => {
          e.preventDefault();
          setNick.mutate({ groupID: group.groupID, groupNickname: nickname.trim() });
        }}
      >
        <label htmlFor={`${id}-nick`}>
          <Trans>My nickname in the group</Trans>
        </label>
        <input
          id={`${id}-nick`}
          value={nickname}
          maxLength={GROUP_NICKNAME_MAX}
          onChange={(e) => setNickname(e.target.value)}
          data-testid="group-nickname-input"
        />
        <button type="submit" className="btn btn-secondary btn-small" disabled={setNick.isPending}>
          <Trans>Save</Trans>
        </button>
      </form>
    </section>
  );
}

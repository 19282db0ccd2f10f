import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';

import { FollowState } from '../../../protocol/anchor';
import { call } from '../../api/client';
import { messageFor, networkErrorMessage } from '../../i18n/errorMessages';
import { useStore } from '../../state/store';
import { showToast } from '../../state/toasts';
import { followToggle } from './roomTools';

export interface FollowValue {
  followed: boolean;
  fans: number;
}

/**
 * Follow / Following (§3 like/collect: state 1 follows, 2 unfollows, the fan counter moves by one at
 * once and takes the server's count after). Visitors are asked to log in; the anchor sees no button.
 * After a follow the task stage task_9 is reported (§3 task keys).
 */
export function FollowButton({
  anchorId,
  value,
  onChange,
}: {
  anchorId: string;
  value: FollowValue;
  onChange: (value: FollowValue) => void;
}) {
  const { t } = useLingui();
  const { userInfo } = useStore();
  const [busy, setBusy] = useState(false);
  if (!userInfo)
    return (
      <Link to="/login" className="btn btn-primary" data-testid="follow-login">
        <Trans>Log in to follow</Trans>
      </Link>
    );
  if (userInfo.uid === anchorId) return null;

  async function handleClick() {
    const before = value;
    const next = followToggle(value.followed, value.fans);
    setBusy(true);
    onChange({ followed: next.followed, fans: next.fans });
    try {
      const res = await call('anchorFollow', { anchorId, state: next.state });
      if (!res.success) {
        onChange(before);
        showToast(messageFor(res), 'error');
        return;
      }
      onChange({ followed: res.data.state === FollowState.Active, fans: res.data.fans });
      if (next.state === FollowState.Active) {
        showToast(t`You follow this anchor now: we will tell you when they go live.`, 'success');
        call('taskDoneStage', { taskKey: 'task_9' }).catch(() => undefined);
      }
    } catch {
      onChange(before);
      showToast(networkErrorMessage(), 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className={`btn ${value.followed ? 'btn-secondary btn-following' : 'btn-primary'}`}
      aria-pressed={value.followed}
      disabled={busy}
      onClick={() => void handleClick()}
      data-testid="follow"
    >
      {value.followed ? <Trans>Following</Trans> : <Trans>Follow</Trans>}
    </button>
  );
}

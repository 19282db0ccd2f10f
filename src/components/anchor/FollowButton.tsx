import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

import { FollowState } from '../../../protocol/anchorConstants';
import type { EndpointName } from '../../../protocol/endpoints';
import { call, errorText } from '../../api/client';
import { useStore } from '../../state/store';
import { showToast } from '../../state/toasts';
import { useCallMutation } from '../ui/useCallMutation';
import { followToggle } from './roomTools';

/** Lists that leave out followed anchors or order rooms by fans: out of date after a follow. */
const FOLLOW_QUERIES: readonly EndpointName[] = [
  'recommendAnchor',
  'webRecommendUser',
  'anchorContentList',
  'anchorContentListNew',
];

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
  const follow = useCallMutation('anchorFollow', { invalidates: FOLLOW_QUERIES });
  if (!userInfo)
    return (
      <Link to="/login" className="btn btn-primary" data-testid="follow-login">
        <Trans>Log in to follow</Trans>
      </Link>
    );
  if (userInfo.uid === anchorId) return null;

  function handleClick() {
    const before = value;
    const next = followToggle(value.followed, value.fans);
    onChange({ followed: next.followed, fans: next.fans });
    follow.mutate(
      { anchorId, state: next.state },
      {
        onSuccess: (data) => {
          onChange({ followed: data.state === FollowState.Active, fans: data.fans });
          if (next.state !== FollowState.Active) return;
          showToast(t`You follow this anchor now: we will tell you when they go live.`, 'success');
          // Best effort: a missed task stage only delays a reward, the follow itself is done.
          call('taskDoneStage', { taskKey: 'task_9' }).catch(() => undefined);
        },
        onError: (error) => {
          onChange(before);
          showToast(errorText(error), 'error');
        },
      },
    );
  }

  return (
    <button
      type="button"
      className={`btn ${value.followed ? 'btn-secondary btn-following' : 'btn-primary'}`}
      aria-pressed={value.followed}
      disabled={follow.isPending}
      onClick={handleClick}
      data-testid="follow"
    >
      {value.followed ? <Trans>Following</Trans> : <Trans>Follow</Trans>}
    </button>
  );
}

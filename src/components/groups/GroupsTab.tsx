import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';

import type { ResponseOf } from '../../../protocol/api';
import { formatDate } from '../../i18n/format';
import { useStore } from '../../state/store';
import { useNow } from '../match/useNow';
import { UnreadBadge } from '../chat/UnreadBadge';
import { Avatar } from '../ui/Avatar';
import { EmptyState } from '../ui/EmptyState';
import { LoadError, LoadingBlock } from '../ui/LoadState';
import { CreateGroupDialog } from './CreateGroupDialog';
import { GroupApplications } from './GroupApplications';
import { useGroupApplications, useGroupList } from './groupQueries';
import { reviewsJoins, ROLE_LABELS } from './groupText';
import { JoinLinkDialog } from './JoinLinkDialog';
import { useOpenGroup } from './useOpenGroup';

type GroupRow = ResponseOf<'groupList'>[number];

/**
 * The address book's Groups tab: my groups (each opens its conversation), Create group, Join with
 * a link, and the join requests to review (owners and admins; also my own requests).
 */
export function GroupsTab() {
  const { t } = useLingui();
  const list = useGroupList();
  const applications = useGroupApplications();
  const [dialog, setDialog] = useState<'create' | 'join' | null>(null);
  const [showRequests, setShowRequests] = useState(false);
  const pending = applications.data?.pendingToReview ?? 0;
  const groups = list.data ?? [];
  const hasRequests =
    groups.some((g) => reviewsJoins(g.role)) ||
    (applications.data?.toReview.length ?? 0) > 0 ||
    (applications.data?.mine.length ?? 0) > 0;

  const actions = (
    <div className="group-actions">
      <button
        type="button"
        className="btn btn-primary btn-small"
        onClick={() => setDialog('create')}
        data-testid="group-create"
      >
        <Trans>Create group</Trans>
      </button>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        onClick={() => setDialog('join')}
        data-testid="group-join-link"
      >
        <Trans>Join with a link</Trans>
      </button>
    </div>
  );

  return (
    <div className="groups-tab" data-testid="groups-tab">
      {showRequests ? (
        <div className="group-requests-view">
          <button
            type="button"
            className="btn btn-link group-back"
            onClick={() => setShowRequests(false)}
            autoFocus
            data-testid="group-requests-back"
          >
            ← <Trans>My groups</Trans>
          </button>
          <h2 className="group-section-title">
            <Trans>Join requests</Trans>
          </h2>
          <GroupApplications />
        </div>
      ) : (
        <>
          {groups.length > 0 ? actions : null}
          {hasRequests ? (
            <button
              type="button"
              className="group-requests-entry"
              onClick={() => setShowRequests(true)}
              data-testid="group-requests"
            >
              <span>
                <Trans>Join requests</Trans>
              </span>
              <span aria-live="polite">
                <UnreadBadge count={pending} />
                {pending > 0 ? <span className="visually-hidden">{t`${pending} waiting`}</span> : null}
              </span>
            </button>
          ) : null}
          <GroupListBody list={list} groups={groups} actions={actions} />
        </>
      )}
      {dialog === 'create' ? <CreateGroupDialog onClose={() => setDialog(null)} /> : null}
      {dialog === 'join' ? <JoinLinkDialog onClose={() => setDialog(null)} /> : null}
    </div>
  );
}

interface BodyProps {
  list: ReturnType<typeof useGroupList>;
  groups: GroupRow[];
  actions: ReactNode;
}

/** The list of my groups, or its loading, error or empty state. */
function GroupListBody({ list, groups, actions }: BodyProps) {
  const { t } = useLingui();
  if (list.data === null) {
    return list.error ? (
      <LoadError message={list.error} onRetry={list.reload} />
    ) : (
      <LoadingBlock label={t`Loading your groups`} />
    );
  }
  if (groups.length === 0) {
    return (
      <EmptyState title={t`You are not in any group yet`}>
        <p>
          <Trans>Create a group with your friends, or open an invite link someone sent you.</Trans>
        </p>
        {actions}
      </EmptyState>
    );
  }
  return (
    <ul className="group-list" data-testid="group-list" aria-label={t`My groups`}>
      {groups.map((g) => (
        <GroupListRow key={g.groupID} group={g} />
      ))}
    </ul>
  );
}

/** One of my groups: avatar, name, member count, my role, muted or dismissed; a click opens its chat. */
function GroupListRow({ group: g }: { group: GroupRow }) {
  const { t, i18n } = useLingui();
  const { language } = useStore();
  const openGroup = useOpenGroup();
  const role = ROLE_LABELS[g.role];
  const now = useNow(60_000, g.muteEndTime > 0);
  const muted = g.muteEndTime > now;
  const mutedUntil = muted
    ? formatDate(language, g.muteEndTime, { dateStyle: 'short', timeStyle: 'short' })
    : '';
  const count = g.memberCount;
  return (
    <li className="group-row" data-testid="group-row" data-group-id={g.groupID} data-members={g.memberCount}>
      <button type="button" className="friend-open" onClick={() => openGroup(g)} data-testid="group-open">
        <Avatar src={g.avatar} name={g.name} size={40} />
        <span className="friend-names">
          <strong>{g.name}</strong>
          <small>{t`${count} members`}</small>
        </span>
        <span className="group-badges">
          {role ? <span className={`group-badge role-${g.role}`}>{i18n._(role)}</span> : null}
          {g.status === 'dismissed' ? (
            <span className="group-badge badge-dismissed">{t`Dismissed`}</span>
          ) : null}
          {muted ? <span className="group-badge badge-muted">{t`Muted until ${mutedUntil}`}</span> : null}
          {g.muteAll && g.status !== 'dismissed' ? (
            <span className="group-badge badge-muted">{t`Everyone muted`}</span>
          ) : null}
        </span>
      </button>
    </li>
  );
}

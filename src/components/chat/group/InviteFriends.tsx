import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import { messageForCode } from '../../../i18n/errorMessages';
import { Avatar } from '../../ui/Avatar';
import { useCallQuery } from '../../ui/useCallQuery';
import { LoadLine } from './LoadLine';
import { useGroupCall } from './useGroupCall';

/**
 * Invite friends into the group: my friends with whether each may be invited (groupInviteAble: a
 * member already, blacklisted...), checkboxes, one invite for the ones ticked.
 */
export function InviteFriends({ groupID }: { groupID: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [query, setQuery] = useState('');
  const able = useCallQuery('groupInviteAble', { groupID }, { staleTime: 0, enabled: open });
  const invite = useGroupCall('groupInvite', groupID, () => setChosen(new Set()), t`Invitations sent`);
  const q = query.trim().toLowerCase();
  const rows = (able.data ?? []).filter(
    (f) => !q || f.nickname.toLowerCase().includes(q) || f.appNumber === q,
  );

  if (!open)
    return (
      <button
        type="button"
        className="btn btn-secondary btn-small"
        onClick={() => setOpen(true)}
        data-testid="group-invite-open"
      >
        <Trans>Invite friends</Trans>
      </button>
    );
  return (
    <div className="group-invite-friends pick-list" data-testid="group-invite-friends">
      <input
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={t`Search friends`}
        aria-label={t`Search friends`}
      />
      <LoadLine loaded={able} />
      {able.data && rows.length === 0 ? (
        <p className="chat-notice">
          <Trans>No friend matches</Trans>
        </p>
      ) : null}
      <ul role="list">
        {rows.map((f) => (
          <li key={f.uid}>
            <label className="pick-row">
              <input
                type="checkbox"
                disabled={!f.able}
                checked={chosen.has(f.uid)}
                onChange={() => {
                  const next = new Set(chosen);
                  if (next.has(f.uid)) next.delete(f.uid);
                  else next.add(f.uid);
                  setChosen(next);
                }}
              />
              <Avatar src={f.avatar} name={f.nickname} size={28} />
              <span className="pick-name">{f.nickname}</span>
              {f.able ? null : (
                <small className="group-hint">
                  {f.code === 1000 ? t`Already in the group` : messageForCode(f.code)}
                </small>
              )}
            </label>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="btn btn-primary btn-small"
        disabled={chosen.size === 0 || invite.isPending}
        onClick={() => invite.mutate({ groupID, userIDs: [...chosen] })}
        data-testid="group-invite-send"
      >
        <Trans>Invite {chosen.size}</Trans>
      </button>
    </div>
  );
}

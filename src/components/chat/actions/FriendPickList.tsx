import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import type { FriendRow } from '../../../../protocol/friend';
import { Avatar } from '../../ui/Avatar';
import { useCallQuery } from '../../ui/useCallQuery';
import { FRIENDS_FRESH } from '../friendQueries';

interface Props {
  /** Checkboxes for these chosen friends (by appNumber); without it a click picks one friend. */
  chosen?: ReadonlySet<string>;
  onPick: (friend: FriendRow) => void;
}

/** My friends, filtered by name, remark or ID, to pick from (forward targets, contact cards). */
export function FriendPickList({ chosen, onPick }: Props) {
  const { t } = useLingui();
  const { data, error, loading, reload } = useCallQuery('friendList', {}, FRIENDS_FRESH);
  const failed = error !== null;
  const [query, setQuery] = useState('');
  const q = query.trim().toLowerCase();
  const shown = (data ?? []).filter(
    (f) =>
      !q || f.nickname.toLowerCase().includes(q) || f.remark.toLowerCase().includes(q) || f.appNumber === q,
  );
  return (
    <div className="pick-list">
      <input
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={t`Search friends`}
        aria-label={t`Search friends`}
        autoFocus
      />
      {data === null && loading ? (
        <p className="chat-notice" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : null}
      {failed ? (
        <p className="chat-notice" role="alert">
          <Trans>Could not load your friends.</Trans>{' '}
          <button type="button" className="btn-link" onClick={reload}>
            <Trans>Retry</Trans>
          </button>
        </p>
      ) : null}
      {data && shown.length === 0 ? (
        <p className="chat-notice">{q ? <Trans>No friend matches</Trans> : <Trans>No friends yet</Trans>}</p>
      ) : null}
      <ul role="list">
        {shown.map((f) => (
          <li key={f.appNumber}>
            <label className="pick-row" data-testid="pick-row">
              {chosen ? (
                <input type="checkbox" checked={chosen.has(f.appNumber)} onChange={() => onPick(f)} />
              ) : null}
              <Avatar src={f.avatar} name={f.nickname} size={32} />
              <span className="pick-name">{f.remark || f.nickname}</span>
              <small>{f.appNumber}</small>
              {chosen ? null : (
                <button
                  type="button"
                  className="btn btn-small"
                  onClick={() => onPick(f)}
                  data-testid="pick-send"
                >
                  <Trans>Send</Trans>
                </button>
              )}
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}

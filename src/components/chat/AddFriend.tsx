import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';

import { FRIEND_REASON_MAX, FriendSource, USER_ID_PATTERN } from '../../../protocol/friend';
import { AREA_CODES } from '../../../protocol/rules';
import { call } from '../../api/client';
import type { ResponseOf } from '../../../protocol/api';
import { refreshFriends } from '../../state/chat';
import { showToast } from '../../state/toasts';
import { useSubmit } from '../account/useSubmit';
import { Avatar } from '../ui/Avatar';

type Source = typeof FriendSource.Id | typeof FriendSource.Username | typeof FriendSource.Phone;

/** Find a user by ID, username or phone (§5: not oneself, must exist) and send a request with a reason. */
export function AddFriend() {
  const { t } = useLingui();
  const [source, setSource] = useState<Source>(FriendSource.Id);
  const [areaCode, setAreaCode] = useState('86');
  const [keyword, setKeyword] = useState('');
  const [reason, setReason] = useState('');
  const [found, setFound] = useState<ResponseOf<'searchFriend'> | null>(null);
  const search = useSubmit();
  const apply = useSubmit();

  function onSearch(event: FormEvent) {
    event.preventDefault();
    const k = keyword.trim();
    setFound(null);
    const valid = source === FriendSource.Phone ? /^\d{1,15}$/.test(k) : USER_ID_PATTERN.test(k);
    if (!valid) return search.setFormError(t`Use digits, letters and symbols only`);
    const body = source === FriendSource.Phone ? { keyword: k, source, areaCode } : { keyword: k, source };
    void search.submit(() => call('searchFriend', body), setFound);
  }

  function onApply(event: FormEvent) {
    event.preventDefault();
    if (!found) return;
    const text = reason.trim();
    const body = { toUserID: found.appNumber, source, ...(text ? { reason: text } : {}) };
    void apply.submit(
      () => call('applyFriend', body),
      () => {
        showToast(t`Friend request sent`, 'success');
        setFound(null);
        setReason('');
        refreshFriends();
      },
    );
  }

  return (
    <div className="add-friend">
      <form className="add-friend-search" onSubmit={onSearch} role="search">
        <select
          value={source}
          onChange={(e) => setSource(Number(e.target.value) as Source)}
          aria-label={t`Search by`}
        >
          <option value={FriendSource.Id}>{t`ID`}</option>
          <option value={FriendSource.Username}>{t`Username`}</option>
          <option value={FriendSource.Phone}>{t`Phone number`}</option>
        </select>
        {source === FriendSource.Phone ? (
          <select value={areaCode} onChange={(e) => setAreaCode(e.target.value)} aria-label={t`Area code`}>
            {AREA_CODES.map((code) => (
              <option key={code} value={code}>
                +{code}
              </option>
            ))}
          </select>
        ) : null}
        <input
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          placeholder={t`Find a user`}
          aria-label={t`Find a user`}
          maxLength={64}
          data-testid="add-friend-keyword"
        />
        <button type="submit" className="btn btn-primary" disabled={search.busy || !keyword.trim()}>
          <Trans>Search</Trans>
        </button>
      </form>
      {search.formError ? (
        <p className="form-error" role="alert">
          {search.formError}
        </p>
      ) : null}
      {found ? (
        <form className="add-friend-result card" onSubmit={onApply} data-testid="add-friend-result">
          <Avatar src={found.avatar} name={found.nickname} size={48} />
          <div className="friend-names">
            <strong>{found.nickname}</strong>
            <small>ID {found.appNumber}</small>
          </div>
          {found.isSelf ? (
            <p className="chat-notice">{t`You cannot add yourself as a friend`}</p>
          ) : found.isFriend ? (
            <p className="chat-notice">{t`You are already friends`}</p>
          ) : (
            <>
              <input
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                maxLength={FRIEND_REASON_MAX}
                placeholder={t`Why you want to be friends (optional)`}
                aria-label={t`Why you want to be friends (optional)`}
              />
              <button type="submit" className="btn btn-primary" disabled={apply.busy}>
                <Trans>Add friend</Trans>
              </button>
            </>
          )}
          {apply.formError ? (
            <p className="form-error" role="alert">
              {apply.formError}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';

import { appNumberFromQr, FRIEND_REASON_MAX, FriendSource, USER_ID_PATTERN } from '../../../protocol/friend';
import { AREA_CODES } from '../../../protocol/rules';
import { call } from '../../api/client';
import type { ResponseOf } from '../../../protocol/api';
import { refreshFriends } from '../../state/chat';
import { showToast } from '../../state/toasts';
import { useSubmit } from '../account/useSubmit';
import { Avatar } from '../ui/Avatar';
import { decodeQrFile } from './qr/decodeQrFile';
import { MyQrCode } from './qr/MyQrCode';

type Source = typeof FriendSource.Id | typeof FriendSource.Username | typeof FriendSource.Phone;

/**
 * Find a user by ID, username, phone or a picture of their QR code (§5: not oneself, must exist) and
 * send a request with a reason; my own QR code is shown for others to scan.
 */
export function AddFriend() {
  const { t } = useLingui();
  const [source, setSource] = useState<Source>(FriendSource.Id);
  const [areaCode, setAreaCode] = useState('86');
  const [keyword, setKeyword] = useState('');
  const [reason, setReason] = useState('');
  const [found, setFound] = useState<ResponseOf<'searchFriend'> | null>(null);
  /** The source the shown result was found by (§3), sent with the request. */
  const [foundBy, setFoundBy] = useState<FriendSource>(FriendSource.Id);
  const qrInput = useRef<HTMLInputElement>(null);
  const search = useSubmit();
  const apply = useSubmit();

  function onSearch(event: FormEvent) {
    event.preventDefault();
    const k = keyword.trim();
    setFound(null);
    const valid = source === FriendSource.Phone ? /^\d{1,15}$/.test(k) : USER_ID_PATTERN.test(k);
    if (!valid) return search.setFormError(t`Use digits, letters and symbols only`);
    const body = source === FriendSource.Phone ? { keyword: k, source, areaCode } : { keyword: k, source };
    setFoundBy(source);
    void search.submit(() => call('searchFriend', body), setFound);
  }

  async function onQrPicture(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFound(null);
    search.setFormError('');
    const text = await decodeQrFile(file).catch(() => null);
    if (!text || !appNumberFromQr(text))
      return search.setFormError(t`No Tribune QR code was found in this picture`);
    setFoundBy(FriendSource.QrCode);
    void search.submit(() => call('searchFriend', { keyword: text, source: FriendSource.QrCode }), setFound);
  }

  function onApply(event: FormEvent) {
    event.preventDefault();
    if (!found) return;
    const text = reason.trim();
    const body = { toUserID: found.appNumber, source: foundBy, ...(text ? { reason: text } : {}) };
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
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => qrInput.current?.click()}
          disabled={search.busy}
          data-testid="scan-qr"
        >
          <Trans>Scan a QR code picture</Trans>
        </button>
        <input
          ref={qrInput}
          type="file"
          accept="image/*"
          hidden
          onChange={(e) => void onQrPicture(e)}
          data-testid="scan-qr-input"
        />
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
      <MyQrCode />
    </div>
  );
}

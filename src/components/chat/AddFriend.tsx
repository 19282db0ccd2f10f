import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';

import type { ResponseOf } from '../../../protocol/api';
import { appNumberFromQr, FRIEND_REASON_MAX, FriendSource } from '../../../protocol/friend';
import { INVITE_PATH } from '../../../protocol/groupConstants';
import { AREA_CODES } from '../../../protocol/rules';
import { call } from '../../api/client';
import { refreshFriends } from '../../state/chat';
import { showToast } from '../../state/toasts';
import { formResolver } from '../account/formResolver';
import { useFormField } from '../account/useFormField';
import { useSubmit } from '../account/useSubmit';
import { joinSearchOfLink } from '../groups/groupJoin';
import { Avatar } from '../ui/Avatar';
import { APPLY_FIELDS, friendApplyForm, friendSearchForm, SEARCH_FIELDS } from './addFriendForms';
import { decodeQrFile } from './qr/decodeQrFile';
import { MyQrCode } from './qr/MyQrCode';

const searchResolver = formResolver(friendSearchForm, SEARCH_FIELDS);
const applyResolver = formResolver(friendApplyForm, APPLY_FIELDS);

/**
 * Find a user by ID, username, phone or a picture of their QR code (§5: not oneself, must exist) and
 * send a request with a reason; my own QR code is shown for others to scan.
 */
export function AddFriend() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const keywordErrorId = useId();
  const reasonErrorId = useId();
  const [found, setFound] = useState<ResponseOf<'searchFriend'> | null>(null);
  /** The source the shown result was found by (§3), sent with the request. */
  const [foundBy, setFoundBy] = useState<FriendSource>(FriendSource.Id);
  const qrInput = useRef<HTMLInputElement>(null);
  const search = useSubmit();
  const apply = useSubmit();
  const searchForm = useForm({
    defaultValues: { source: FriendSource.Id, areaCode: '86', keyword: '' },
    resolver: searchResolver,
    shouldFocusError: false,
  });
  const applyForm = useForm({
    defaultValues: { reason: '' },
    resolver: applyResolver,
    shouldFocusError: false,
  });
  const source = useFormField(searchForm.control, 'source');
  const areaCode = useFormField(searchForm.control, 'areaCode');
  const { ref: keywordRef, ...keyword } = useFormField(searchForm.control, 'keyword');
  const { ref: reasonRef, ...reason } = useFormField(applyForm.control, 'reason');

  const onSearch = searchForm.handleSubmit(
    (body) => {
      setFoundBy(body.source);
      void search.submit(() => call('searchFriend', body), setFound);
    },
    () => {
      setFound(null);
      search.setFormError('');
    },
  );

  async function onQrPicture(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFound(null);
    search.setFormError('');
    searchForm.clearErrors();
    const text = await decodeQrFile(file).catch(() => null);
    // A group's QR code holds its invite link: open the join page instead of a user search.
    const join = text ? joinSearchOfLink(text) : undefined;
    if (join) return void navigate({ to: INVITE_PATH, search: join });
    if (!text || !appNumberFromQr(text))
      return search.setFormError(t`No Tribune QR code was found in this picture`);
    setFoundBy(FriendSource.QrCode);
    void search.submit(() => call('searchFriend', { keyword: text, source: FriendSource.QrCode }), setFound);
  }

  const onApply = applyForm.handleSubmit(({ reason: text }) => {
    if (!found) return;
    const body = { toUserID: found.appNumber, source: foundBy, ...(text ? { reason: text } : {}) };
    return apply.submit(
      () => call('applyFriend', body),
      () => {
        showToast(t`Friend request sent`, 'success');
        setFound(null);
        applyForm.reset();
        refreshFriends();
      },
    );
  });

  return (
    <div className="add-friend">
      <form
        className="add-friend-search"
        onSubmit={(e) => {
          setFound(null);
          void onSearch(e);
        }}
        noValidate
        role="search"
      >
        <select
          value={source.value}
          onChange={(e) => source.onValueChange(Number(e.target.value) as typeof source.value)}
          aria-label={t`Search by`}
        >
          <option value={FriendSource.Id}>{t`ID`}</option>
          <option value={FriendSource.Username}>{t`Username`}</option>
          <option value={FriendSource.Phone}>{t`Phone number`}</option>
        </select>
        {source.value === FriendSource.Phone ? (
          <select
            value={areaCode.value}
            onChange={(e) => areaCode.onValueChange(e.target.value)}
            aria-label={t`Area code`}
          >
            {AREA_CODES.map((code) => (
              <option key={code} value={code}>
                +{code}
              </option>
            ))}
          </select>
        ) : null}
        <input
          ref={keywordRef}
          name={keyword.name}
          value={keyword.value}
          onChange={(e) => keyword.onValueChange(e.target.value)}
          placeholder={t`Find a user`}
          aria-label={t`Find a user`}
          aria-invalid={keyword.error ? true : undefined}
          aria-describedby={keyword.error ? keywordErrorId : undefined}
          maxLength={64}
          data-testid="add-friend-keyword"
        />
        <button type="submit" className="btn btn-primary" disabled={search.busy || !keyword.value.trim()}>
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
      {keyword.error || search.formError ? (
        <p className="form-error" role="alert" id={keywordErrorId}>
          {keyword.error ?? search.formError}
        </p>
      ) : null}
      {found ? (
        <form
          className="add-friend-result card"
          onSubmit={(e) => void onApply(e)}
          noValidate
          data-testid="add-friend-result"
        >
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
                ref={reasonRef}
                name={reason.name}
                value={reason.value}
                onChange={(e) => reason.onValueChange(e.target.value)}
                aria-invalid={reason.error ? true : undefined}
                aria-describedby={reason.error ? reasonErrorId : undefined}
                maxLength={FRIEND_REASON_MAX}
                placeholder={t`Why you want to be friends (optional)`}
                aria-label={t`Why you want to be friends (optional)`}
              />
              <button type="submit" className="btn btn-primary" disabled={apply.busy}>
                <Trans>Add friend</Trans>
              </button>
            </>
          )}
          {reason.error || apply.formError ? (
            <p className="form-error" role="alert" id={reasonErrorId}>
              {reason.error ?? apply.formError}
            </p>
          ) : null}
        </form>
      ) : null}
      <MyQrCode />
    </div>
  );
}

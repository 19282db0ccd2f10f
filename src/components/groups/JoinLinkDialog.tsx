import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { type ChangeEvent, useId, useRef, useState } from 'react';

import { INVITE_PATH } from '../../../protocol/groupConstants';
import { decodeQrFile } from '../chat/qr/decodeQrFile';
import { Dialog } from '../ui/Dialog';
import { joinSearchOfLink } from './groupJoin';

/**
 * "Join with a link": paste an invite link, or pick a picture of a group's QR code; either opens
 * the join page of its code (/group/join).
 */
export function JoinLinkDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const inputId = useId();
  const qrInput = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');

  function open(link: string) {
    const search = joinSearchOfLink(link);
    if (!search) return setProblem(t`This is not a group invite link`);
    onClose();
    void navigate({ to: INVITE_PATH, search });
  }

  async function onPicture(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const found = await decodeQrFile(file).catch(() => null);
    if (!found) return setProblem(t`No QR code was found in this picture`);
    open(found);
  }

  return (
    <Dialog
      title={t`Join with a link`}
      onClose={onClose}
      testId="join-link-dialog"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={() => qrInput.current?.click()}>
            <Trans>Scan a QR code picture</Trans>
          </button>
          <button type="submit" form={`${inputId}-form`} className="btn btn-primary" disabled={!text.trim()}>
            <Trans>Open</Trans>
          </button>
        </>
      }
    >
      <form
        id={`${inputId}-form`}
        className="group-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          open(text);
        }}
      >
        <div className={problem ? 'field field-invalid' : 'field'}>
          <label htmlFor={inputId} className="field-label">
            <Trans>Invite link</Trans>
          </label>
          <input
            id={inputId}
            type="url"
            value={text}
            dir="ltr"
            onChange={(e) => {
              setText(e.target.value);
              setProblem('');
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${inputId}-error` : undefined}
            data-testid="join-link-input"
          />
          {problem ? (
            <p className="field-error" role="alert" id={`${inputId}-error`}>
              {problem}
            </p>
          ) : null}
        </div>
        <input ref={qrInput} type="file" accept="image/*" hidden onChange={(e) => void onPicture(e)} />
      </form>
    </Dialog>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useId, useState } from 'react';

import { ADMIN_REASON_MAX } from '../../../protocol/adminTable';
import { errorText } from '../../api/client';
import { Dialog } from '../ui/Dialog';
import { TextareaField } from '../ui/TextareaField';

/** The value of an <input type="date"> as the start of that day, local time (ms). */
export function startOfLocalDay(value: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])).getTime();
}

function tomorrowValue(now: number): string {
  const d = new Date(now + 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * The console's confirmation of an action that needs a reason (reject an application, restrict an
 * account, cut a stream, reset a live code): the reason (required unless `reasonOptional`), with
 * `withDate` an end date in the future; `run` does the call and rejects with its CallError, shown in
 * the dialog. The reason goes to the audit log.
 */
export function ReasonDialog({
  title,
  children,
  confirmLabel,
  danger = false,
  withDate = 'none',
  reasonOptional = false,
  testId,
  run,
  onClose,
}: {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  /** 'required': ban until a date; 'optional': forbid login until a date or until lifted. */
  withDate?: 'none' | 'required' | 'optional';
  reasonOptional?: boolean;
  testId: string;
  run: (input: { reason: string; until: number | null }) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const dateId = useId();
  const dateHintId = useId();
  const [reason, setReason] = useState('');
  const [date, setDate] = useState('');
  const [minDate] = useState(() => tomorrowValue(Date.now()));
  const [busy, setBusy] = useState(false);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [dateError, setDateError] = useState<string | undefined>();
  const [error, setError] = useState('');

  const submit = () => {
    const trimmed = reason.trim();
    const until = date ? startOfLocalDay(date) : null;
    const noReason = !reasonOptional && trimmed === '';
    const badDate = (withDate === 'required' && until === null) || (until !== null && until <= Date.now());
    setReasonError(noReason ? t`Please give a reason` : undefined);
    setDateError(badDate ? t`Please choose an end date in the future` : undefined);
    if (noReason || badDate) return;
    setBusy(true);
    setError('');
    run({ reason: trimmed, until: withDate === 'none' ? null : until }).then(
      () => onClose(),
      (e: unknown) => {
        setBusy(false);
        setError(errorText(e));
      },
    );
  };

  return (
    <Dialog
      title={title}
      onClose={onClose}
      testId={testId}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button
            type="submit"
            form={`${testId}-form`}
            className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`}
            disabled={busy}
            aria-busy={busy}
            data-testid={`${testId}-confirm`}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      <form
        id={`${testId}-form`}
        className="admin-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {children}
        {withDate !== 'none' ? (
          <div className={`field${dateError ? ' field-invalid' : ''}`}>
            <label htmlFor={dateId}>
              {withDate === 'required' ? t`Banned until` : t`Forbidden until (optional)`}
            </label>
            <input
              id={dateId}
              type="date"
              name="until"
              value={date}
              min={minDate}
              onChange={(e) => setDate(e.target.value)}
              aria-describedby={dateHintId}
              aria-invalid={dateError ? true : undefined}
              required={withDate === 'required'}
              data-testid={`${testId}-until`}
            />
            {dateError ? (
              <p className="field-error" role="alert" id={dateHintId}>
                {dateError}
              </p>
            ) : (
              <p className="field-hint" id={dateHintId}>
                {withDate === 'required'
                  ? t`The ban ends when this day begins (your time).`
                  : t`Without a date, the account stays forbidden until someone lifts it.`}
              </p>
            )}
          </div>
        ) : null}
        <TextareaField
          label={reasonOptional ? t`Reason (optional)` : t`Reason`}
          name="reason"
          value={reason}
          onChange={setReason}
          max={ADMIN_REASON_MAX}
          rows={3}
          error={reasonError}
          hint={t`Written to the audit log.`}
        />
        {error ? (
          <p className="form-error" role="alert" data-testid={`${testId}-error`}>
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';

import { ErrorCode } from '../../../protocol/errors';
import type { RedPacketSendRequest } from '../../../protocol/redPacket';
import { COUPON_TIERS, type CouponTier, RED_PACKET_LIMIT_HOURS } from '../../../protocol/redPacketConstants';
import { call } from '../../api/client';
import { messageFor, networkErrorMessage } from '../../i18n/errorMessages';
import { formatNumber } from '../../i18n/format';
import { useStore } from '../../state/store';
import { showToast } from '../../state/toasts';
import { type BoundField, useFocusFirstInvalid, useFormField } from '../account/useFormField';
import { ChoiceGroup } from '../register/ChoiceGroup';
import { Dialog } from '../ui/Dialog';
import {
  draftBalance,
  draftTotal,
  EMPTY_DRAFT,
  type RedPacketBalances,
  type RedPacketDraft,
  type RedPacketRule,
  redPacketForm,
  serverFieldErrors,
} from './redPacketForm';
import { useRedPacketMessage } from './useRedPacketMessage';
import { useWallet } from './useWallet';

interface RedPacketContext {
  roomID: string;
  /** The wallet, for the balance rules (null while it loads: those rules wait). */
  balances: RedPacketBalances | null;
}

const resolver: Resolver<RedPacketDraft, RedPacketContext, RedPacketSendRequest> = (
  values,
  context,
  options,
) => zodResolver(redPacketForm(context?.roomID ?? '', context?.balances ?? null))(values, context, options);

/**
 * The anchor's red envelope dialog (§3, §5): ordinary or lucky, gold coins or coupons of a tier,
 * the count, the single amount or the total, 3/6/24 hours, with the balances shown. Every §5 rule
 * is checked before sending, each with its own message on its field; server refusals show too.
 */
export function RedPacketDialog({ roomID, onClose }: { roomID: string; onClose: () => void }) {
  const { t } = useLingui();
  const { language } = useStore();
  const wallet = useWallet();
  const message = useRedPacketMessage();
  const formRef = useRef<HTMLFormElement>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const stats = wallet.stats;
  const balances = stats ? { coins: stats.coins, coupons: stats.coupons } : null;
  const { control, handleSubmit, setError, trigger, formState } = useForm({
    defaultValues: EMPTY_DRAFT,
    resolver,
    context: { roomID, balances },
    // After the first send, every change checks every rule again (they cross fields) below.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  useFocusFirstInvalid(formRef, formState);
  const draft: RedPacketDraft = { ...EMPTY_DRAFT, ...useWatch({ control }) };
  const held = draftBalance(draft, balances);
  const fmt = (n: number) => formatNumber(language, n);
  const total = fmt(draftTotal(draft));
  /** A change drops the refusal shown and, once a send was tried, checks the rules again. */
  const edit = <T,>(field: BoundField<T>, then?: () => void): BoundField<T> => ({
    ...field,
    onValueChange: (value: T) => {
      field.onValueChange(value);
      then?.();
      setFormError(null);
      if (formState.isSubmitted) void trigger();
    },
  });
  const tier = useFormField(control, 'tier');
  const fields = {
    kind: edit(useFormField(control, 'kind')),
    content: edit(useFormField(control, 'content'), () => tier.onValueChange(null)),
    tier: edit(tier),
    count: edit(useFormField(control, 'count')),
    amount: edit(useFormField(control, 'amount')),
    limitHours: edit(useFormField(control, 'limitHours')),
  };
  const errorOf = (field: 'count' | 'amount' | 'tier') => {
    const rule = formState.errors[field]?.message as RedPacketRule | undefined;
    return rule ? message(field, rule, draft, held) : undefined;
  };

  async function send(request: RedPacketSendRequest) {
    setBusy(true);
    try {
      const res = await call('redPacketSend', request);
      if (res.success) {
        showToast(t`Red envelopes sent`, 'success');
        onClose();
        return;
      }
      const issues = (res.data as { issues?: { path: string; rule: string }[] } | null)?.issues ?? [];
      const fields = res.code === ErrorCode.InvalidInput ? serverFieldErrors(issues) : {};
      for (const [field, rule] of Object.entries(fields))
        setError(field as 'count' | 'amount' | 'tier', { type: 'server', message: rule });
      if (Object.keys(fields).length === 0) setFormError(messageFor(res));
      if (res.code === ErrorCode.BalanceInsufficient) wallet.reload();
    } catch {
      setFormError(networkErrorMessage());
    } finally {
      setBusy(false);
    }
  }

  const amountLabel =
    draft.kind === 'ordinary'
      ? draft.content === 'coin'
        ? t`Gold coins in each envelope`
        : t`Coupons in each envelope`
      : draft.content === 'coin'
        ? t`Total gold coins`
        : t`Total coupons`;

  return (
    <Dialog
      title={t`Send red envelopes`}
      onClose={onClose}
      testId="red-packet-dialog"
      footer={
        <>
          <span className="dialog-count" aria-live="polite">
            {draft.content === 'coin' ? (
              <Trans>Total: {total} coins</Trans>
            ) : (
              <Trans>Total: {total} coupons</Trans>
            )}
          </span>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button
            type="submit"
            form="red-packet-form"
            className="btn btn-primary"
            disabled={busy}
            data-testid="red-packet-send"
          >
            <Trans>Send</Trans>
          </button>
        </>
      }
    >
      <form
        ref={formRef}
        id="red-packet-form"
        className="red-packet-form"
        noValidate
        onSubmit={(e) => {
          setFormError(null);
          void handleSubmit(send)(e);
        }}
      >
        <Balances stats={stats} />
        {formError ? (
          <p className="form-error" role="alert" data-testid="red-packet-error">
            {formError}
          </p>
        ) : null}
        <ChoiceGroup
          legend={<Trans>Kind</Trans>}
          name="rp-kind"
          value={fields.kind.value}
          onChange={fields.kind.onValueChange}
          options={[
            { value: 'ordinary', label: t`Ordinary: equal shares` },
            { value: 'lucky', label: t`Lucky: random shares` },
          ]}
        />
        <ChoiceGroup
          legend={<Trans>Content</Trans>}
          name="rp-content"
          value={fields.content.value}
          onChange={fields.content.onValueChange}
          options={[
            { value: 'coin', label: t`Gold coins` },
            { value: 'coupon', label: t`Discount coupons` },
          ]}
        />
        {draft.content === 'coupon' ? (
          <ChoiceGroup
            legend={<Trans>Coupon tier</Trans>}
            name="rp-tier"
            value={fields.tier.value === null ? null : String(fields.tier.value)}
            onChange={(value) => fields.tier.onValueChange(Number(value) as CouponTier)}
            options={COUPON_TIERS.map((tier) => {
              const n = fmt(stats?.coupons[tier] ?? 0);
              return { value: String(tier), label: t`${tier}% (you have ${n})` };
            })}
            error={errorOf('tier')}
          />
        ) : null}
        <NumberField
          id="rp-count"
          label={t`Number of envelopes`}
          field={fields.count}
          error={errorOf('count')}
          testId="red-packet-count"
        />
        <NumberField
          id="rp-amount"
          label={amountLabel}
          field={fields.amount}
          error={errorOf('amount')}
          testId="red-packet-amount"
        />
        <ChoiceGroup
          legend={<Trans>Open for</Trans>}
          name="rp-hours"
          value={String(fields.limitHours.value)}
          onChange={(h) => fields.limitHours.onValueChange(Number(h) as RedPacketDraft['limitHours'])}
          options={RED_PACKET_LIMIT_HOURS.map((h) => ({ value: String(h), label: t`${h} hours` }))}
        />
        <p className="field-hint">
          <Trans>Whatever is not opened returns to you 24 hours after sending.</Trans>
        </p>
      </form>
    </Dialog>
  );
}

function NumberField({
  id,
  label,
  field: { ref, name, value, onValueChange },
  error,
  testId,
}: {
  id: string;
  label: string;
  field: BoundField<string>;
  error: string | undefined;
  testId: string;
}) {
  const errorId = `${id}-error`;
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={ref}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-testid={testId}
      />
      {error ? (
        <p id={errorId} className="field-error" data-testid={`${testId}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Balances({ stats }: { stats: ReturnType<typeof useWallet>['stats'] }) {
  const { t } = useLingui();
  const { language } = useStore();
  if (!stats)
    return (
      <p className="muted" role="status">
        {t`Loading your balance…`}
      </p>
    );
  const coins = formatNumber(language, stats.coins);
  return (
    <dl className="wallet" data-testid="red-packet-balances">
      <div>
        <dt>
          <Trans>Gold coins</Trans>
        </dt>
        <dd>{coins}</dd>
      </div>
      {COUPON_TIERS.map((tier) => (
        <div key={tier}>
          <dt>{t`${tier}% coupons`}</dt>
          <dd>{formatNumber(language, stats.coupons[tier])}</dd>
        </div>
      ))}
    </dl>
  );
}

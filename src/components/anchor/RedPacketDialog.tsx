import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import { ErrorCode } from '../../../protocol/errors';
import { COUPON_TIERS, type CouponTier, RED_PACKET_LIMIT_HOURS } from '../../../protocol/redPacket';
import { call } from '../../api/client';
import { messageFor, networkErrorMessage } from '../../i18n/errorMessages';
import { formatNumber } from '../../i18n/format';
import { useStore } from '../../state/store';
import { showToast } from '../../state/toasts';
import { ChoiceGroup } from '../register/ChoiceGroup';
import { Dialog } from '../ui/Dialog';
import {
  checkRedPacket,
  draftBalance,
  draftBody,
  draftTotal,
  EMPTY_DRAFT,
  type RedPacketDraft,
  type RedPacketErrors,
  serverFieldErrors,
} from './redPacketForm';
import { useRedPacketMessage } from './useRedPacketMessage';
import { useWallet } from './useWallet';

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
  const [draft, setDraft] = useState<RedPacketDraft>(EMPTY_DRAFT);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<RedPacketErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const stats = wallet.stats;
  const balances = stats ? { coins: stats.coins, coupons: stats.coupons } : null;
  const checked = checkRedPacket(draftBody(draft, roomID), balances);
  const errors: RedPacketErrors = tried ? { ...checked.errors, ...serverErrors } : serverErrors;
  const held = draftBalance(draft, balances);
  const fmt = (n: number) => formatNumber(language, n);
  const total = fmt(draftTotal(draft));
  const errorOf = (field: 'count' | 'amount' | 'tier') => {
    const rule = errors[field];
    return rule ? message(field, rule, draft, held) : undefined;
  };
  const change = (patch: Partial<RedPacketDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setServerErrors({});
    setFormError(null);
  };

  async function handleSubmit() {
    setTried(true);
    if (!checked.request) return;
    setBusy(true);
    try {
      const res = await call('redPacketSend', checked.request);
      if (res.success) {
        showToast(t`Red envelopes sent`, 'success');
        onClose();
        return;
      }
      const issues = (res.data as { issues?: { path: string; rule: string }[] } | null)?.issues ?? [];
      const fields = res.code === ErrorCode.InvalidInput ? serverFieldErrors(issues) : {};
      setServerErrors(fields);
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
        id="red-packet-form"
        className="red-packet-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void handleSubmit();
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
          value={draft.kind}
          onChange={(kind) => change({ kind })}
          options={[
            { value: 'ordinary', label: t`Ordinary: equal shares` },
            { value: 'lucky', label: t`Lucky: random shares` },
          ]}
        />
        <ChoiceGroup
          legend={<Trans>Content</Trans>}
          name="rp-content"
          value={draft.content}
          onChange={(content) => change({ content, tier: null })}
          options={[
            { value: 'coin', label: t`Gold coins` },
            { value: 'coupon', label: t`Discount coupons` },
          ]}
        />
        {draft.content === 'coupon' ? (
          <ChoiceGroup
            legend={<Trans>Coupon tier</Trans>}
            name="rp-tier"
            value={draft.tier === null ? null : String(draft.tier)}
            onChange={(tier) => change({ tier: Number(tier) as CouponTier })}
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
          value={draft.count}
          onChange={(count) => change({ count })}
          error={errorOf('count')}
          testId="red-packet-count"
        />
        <NumberField
          id="rp-amount"
          label={amountLabel}
          value={draft.amount}
          onChange={(amount) => change({ amount })}
          error={errorOf('amount')}
          testId="red-packet-amount"
        />
        <ChoiceGroup
          legend={<Trans>Open for</Trans>}
          name="rp-hours"
          value={String(draft.limitHours)}
          onChange={(h) => change({ limitHours: Number(h) as RedPacketDraft['limitHours'] })}
          options={RED_PACKET_LIMIT_HOURS.map((h) => ({ value: String(h), label: t`${h} hours` }))}
        />
        <p className="field-hint">
          <Trans>Whatever is not opened returns to you 24 hours after sending.</Trans>
        </p>
      </form>
    </Dialog>
  );
}

function NumberField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  testId: string;
}) {
  const errorId = `${props.id}-error`;
  return (
    <div className={`field${props.error ? ' field-invalid' : ''}`}>
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        data-testid={props.testId}
      />
      {props.error ? (
        <p id={errorId} className="field-error" data-testid={`${props.testId}-error`}>
          {props.error}
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

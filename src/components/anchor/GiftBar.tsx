import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';

import { formatNumber } from '../../i18n/format';
import { GIFT_BROADCAST_MIN_COINS, GIFT_COUNT_MAX } from '../../../protocol/gift';
import { callData, errorText } from '../../api/client';
import { useStore } from '../../state/store';
import { showToast } from '../../state/toasts';
import { LoadError } from '../ui/LoadState';
import { useActionMutation } from '../ui/useCallMutation';
import { useCallQuery } from '../ui/useCallQuery';
import { giftCount, mayBroadcast } from './roomTools';
import { useWallet } from './useWallet';

/**
 * The gift bar under the player (§3 gift info, §7 /gift/list, send_money_to_one / to_all): pick a
 * gift and a count, send it to the room's anchor, see the coins left. Visitors are asked to log in;
 * refusals (4022 balance, ...) show translated.
 */
export function GiftBar({ roomID, anchorUid }: { roomID: string; anchorUid: string }) {
  const { t } = useLingui();
  const { language, userInfo } = useStore();
  const gifts = useCallQuery('giftList', {});
  const wallet = useWallet();
  const [picked, setPicked] = useState<number | null>(null);
  const [countText, setCountText] = useState('1');
  const [everywhere, setEverywhere] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = useActionMutation(
    (body: { roomID: string; giftId: number; count: number; broadcast: boolean }) => {
      const { broadcast, ...gift } = body;
      return callData(broadcast ? 'sendMoneyToAll' : 'sendMoneyToOne', gift);
    },
  );
  const gift = gifts.data?.find((g) => g.id === picked) ?? null;
  const count = giftCount(countText);
  const cost = gift ? gift.price * count : 0;
  const own = userInfo?.uid === anchorUid;
  const coins = wallet.stats?.coins ?? null;
  const costText = formatNumber(language, cost);
  const coinsText = coins === null ? '' : formatNumber(language, coins);

  function handleSend() {
    if (!gift) return;
    setError(null);
    const name = gift.name;
    send.mutate(
      { roomID, giftId: gift.id, count, broadcast: everywhere && mayBroadcast(cost) },
      {
        onSuccess: (data) => {
          wallet.setCoins(data.balance);
          showToast(t`You sent ${count} × ${name}`, 'success');
        },
        onError: (failure) => setError(errorText(failure)),
      },
    );
  }

  return (
    <section className="gift-bar card" aria-labelledby="gift-title" data-testid="gift-bar">
      <div className="gift-bar-head">
        <h2 id="gift-title" className="section-title">
          <Trans>Gifts</Trans>
        </h2>
        {coins !== null ? (
          <span className="gift-balance" data-testid="coin-balance" data-value={coins}>
            <Trans>Balance: {coinsText} coins</Trans>
          </span>
        ) : null}
      </div>
      {gifts.error ? <LoadError message={gifts.error} onRetry={gifts.reload} /> : null}
      {!gifts.data && gifts.loading ? <GiftListLoading label={t`Loading gifts…`} /> : null}
      {gifts.data ? (
        // The row scrolls sideways on a phone; with its gifts disabled (my own room) it takes the focus itself.
        <div className="gift-list" role="group" aria-label={t`Choose a gift`} tabIndex={own ? 0 : undefined}>
          {gifts.data.map((g) => {
            return (
              <button
                key={g.id}
                type="button"
                className="gift"
                aria-pressed={g.id === picked}
                disabled={own}
                onClick={() => {
                  setPicked(g.id === picked ? null : g.id);
                  setError(null);
                }}
                data-testid="gift"
              >
                <span className="gift-icon" aria-hidden="true">
                  {g.icon}
                </span>
                <span className="gift-name">{g.name}</span>
                <span className="gift-price">
                  <Plural value={g.price} one="# coin" other="# coins" />
                </span>
              </button>
            );
          })}
        </div>
      ) : null}
      {own ? (
        <p className="muted">
          <Trans>Viewers send you gifts here; they count towards your earnings.</Trans>
        </p>
      ) : !userInfo ? (
        <p className="gift-login">
          <Link to="/login" className="btn btn-secondary btn-small" data-testid="gift-login">
            <Trans>Log in to send gifts</Trans>
          </Link>
        </p>
      ) : (
        <div className="gift-send">
          <label className="gift-count">
            <span>
              <Trans>Count</Trans>
            </span>
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={GIFT_COUNT_MAX}
              value={countText}
              onChange={(e) => setCountText(e.target.value)}
              onBlur={() => setCountText(String(count))}
              data-testid="gift-count"
            />
          </label>
          <label className="gift-everywhere" title={t`From ${GIFT_BROADCAST_MIN_COINS} coins`}>
            <input
              type="checkbox"
              checked={everywhere && mayBroadcast(cost)}
              disabled={!mayBroadcast(cost)}
              onChange={(e) => setEverywhere(e.target.checked)}
            />
            <span>
              <Trans>Show on every room's banner</Trans>
            </span>
          </label>
          <span className="gift-cost" aria-live="polite">
            {gift ? <Trans>Total: {costText} coins</Trans> : <Trans>Pick a gift</Trans>}
          </span>
          <button
            type="button"
            className="btn btn-primary"
            disabled={!gift || send.isPending}
            onClick={handleSend}
            data-testid="gift-send"
          >
            <Trans>Send</Trans>
          </button>
        </div>
      )}
      {error ? (
        <p className="field-error" role="alert" data-testid="gift-error">
          {error}
        </p>
      ) : null}
    </section>
  );
}

/** Gifts drawn while the list loads: a phone's row (the rest of the row stays blank). */
const GIFT_STAND_INS = 5;

/**
 * Stand-ins shaped as the gifts: the same boxes with the same lines, in the page's language and
 * hidden (a script's line can be taller: Thai's is), so the bar keeps its height when they come.
 */
function GiftListLoading({ label }: { label: string }) {
  const { t } = useLingui();
  return (
    <div className="gift-list" role="status" aria-label={label} data-testid="gifts-loading">
      {Array.from({ length: GIFT_STAND_INS }, (_, i) => (
        <span key={i} className="gift gift-stand-in skeleton" aria-hidden="true">
          <span className="gift-icon">🎁</span>
          <span className="gift-name">{t`Gifts`}</span>
          <span className="gift-price">
            <Plural value={1} one="# coin" other="# coins" />
          </span>
        </span>
      ))}
    </div>
  );
}

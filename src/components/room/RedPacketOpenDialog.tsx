import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';

import { ErrorCode } from '../../../protocol/errors';
import type { RedPacketSummary } from '../../../protocol/room';
import { networkErrorMessage } from '../../i18n/errorMessages';
import { openRoomRedPacket } from '../../state/room';
import { useStore } from '../../state/store';
import { Dialog } from '../ui/Dialog';
import { RedPacketClaims } from './RedPacketClaims';
import { openRefusalText, wonText } from './roomText';

interface Props {
  roomID: string;
  redPacket: RedPacketSummary;
  onClose: () => void;
}

type Outcome = { won: boolean; text: string; code: number; amount: number } | null;

/** One envelope: who sent what kind, "Open", then what it gave (or why not) and who opened it. */
export function RedPacketOpenDialog({ roomID, redPacket, onClose }: Props) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [claims, setClaims] = useState(false);
  const { userInfo } = useStore();
  const sender = redPacket.senderNickname;
  const tier = redPacket.tier ?? 0;
  const what =
    redPacket.content === 'coin'
      ? redPacket.kind === 'lucky'
        ? t`A lucky envelope of gold coins`
        : t`An envelope of gold coins`
      : redPacket.kind === 'lucky'
        ? t`A lucky envelope of ${tier}% off coupons`
        : t`An envelope of ${tier}% off coupons`;

  async function open() {
    setBusy(true);
    try {
      const { errCode, result } = await openRoomRedPacket(roomID, redPacket.id);
      if (result)
        setOutcome({
          won: true,
          text: wonText(result.amount, result.content, result.tier),
          code: 0,
          amount: result.amount,
        });
      else setOutcome({ won: false, text: openRefusalText(errCode), code: errCode, amount: 0 });
      // Already opened: the claims list says how much it gave.
      if (errCode === ErrorCode.RedPacketAlreadyOpened) setClaims(true);
    } catch {
      setOutcome({ won: false, text: networkErrorMessage(), code: -1, amount: 0 });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog title={t`Red envelope`} onClose={onClose} testId="room-redpacket-dialog">
      <div className="redpacket-card">
        <p className="redpacket-from">
          <Trans>From {sender}</Trans>
        </p>
        <p className="redpacket-kind">{what}</p>
        {outcome ? (
          <p
            className={`redpacket-result${outcome.won ? ' won' : ''}`}
            role="status"
            data-testid="room-redpacket-result"
            data-code={outcome.code}
            data-amount={outcome.amount}
          >
            {outcome.text}
          </p>
        ) : !userInfo ? (
          <Link to="/login" className="btn btn-secondary" data-testid="room-redpacket-login">
            <Trans>Log in to open it</Trans>
          </Link>
        ) : userInfo.uid === redPacket.senderID ? (
          <p className="redpacket-result" data-testid="room-redpacket-own">
            <Trans>You sent this envelope: your viewers open it.</Trans>
          </p>
        ) : (
          <button
            type="button"
            className="redpacket-open"
            onClick={() => void open()}
            disabled={busy}
            autoFocus
            data-testid="room-redpacket-open"
          >
            <Trans>Open</Trans>
          </button>
        )}
      </div>
      {claims || userInfo?.uid === redPacket.senderID ? (
        <RedPacketClaims id={redPacket.id} />
      ) : (
        <button
          type="button"
          className="btn-link"
          onClick={() => setClaims(true)}
          data-testid="room-redpacket-claims"
        >
          <Trans>See who opened it</Trans>
        </button>
      )}
    </Dialog>
  );
}

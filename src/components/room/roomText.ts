import { msg, plural } from '@lingui/core/macro';

import { ErrorCode } from '../../../protocol/errors';
import type { Language } from '../../../protocol/language';
import type { MuteState } from '../../../protocol/room';
import { messageForCode } from '../../i18n/errorMessages';
import { i18n } from '../../i18n/i18n';
import { messageTime } from '../chat/chatTime';

/**
 * The translated sentences of the room chat that carry data: my mute with its end (§4, §8 "muted in
 * this room (with end time)"), a refused send, the outcome of opening a red envelope.
 */

/** "You are muted in this room until 21:40" (a date too when it ends another day), or until the match ends. */
export function muteText(mute: MuteState, lang: Language, now = Date.now()): string {
  if (mute.until === null) return i18n._(msg`You are muted in this room until the match ends`);
  const until = messageTime(lang, mute.until, now);
  return i18n._(msg`You are muted in this room until ${until}`);
}

/** A send the server refused, as the composer says it (4001 and 4006 carry their detail). */
export function sendRefusalText(errCode: number, detail: unknown, lang: Language, now = Date.now()): string {
  const data = (detail ?? {}) as { until?: number | null; matchId?: number | null; interval?: number };
  if (errCode === ErrorCode.MutedInRoom && (data.until != null || data.matchId != null))
    return muteText({ until: data.until ?? null, matchId: data.matchId ?? null }, lang, now);
  if (errCode === ErrorCode.SpeakingInterval && data.interval) {
    const seconds = data.interval;
    return i18n._(msg`You can speak again in ${seconds} s`);
  }
  if (errCode === ErrorCode.CannotSpeak)
    return i18n._(msg`The whole room is muted: only moderators can speak`);
  return messageForCode(errCode);
}

/** What an envelope gave: coins, or coupons of a discount tier. */
export function wonText(amount: number, content: 'coin' | 'coupon', tier: number | null): string {
  if (content === 'coin')
    return plural(amount, { one: 'You won # gold coin', other: 'You won # gold coins' });
  const percent = tier ?? 0;
  return plural(amount, {
    one: `You won # coupon (${percent}% off)`,
    other: `You won # coupons (${percent}% off)`,
  });
}

/** A refused opening: too late, expired, already opened, or any other refusal. */
export function openRefusalText(errCode: number): string {
  if (errCode === ErrorCode.RedPacketTakenOut) return i18n._(msg`Too late, all envelopes are taken`);
  if (errCode === ErrorCode.RedPacketExpired) return i18n._(msg`This red envelope has expired`);
  if (errCode === ErrorCode.RedPacketAlreadyOpened) return i18n._(msg`You already opened this red envelope`);
  return messageForCode(errCode);
}

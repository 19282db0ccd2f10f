import { describe, expect, it } from 'vitest';

import { ErrorCode } from '../../../protocol/errors';
import { i18n } from '../../i18n/i18n';
import { muteText, openRefusalText, sendRefusalText, wonText } from './roomText';

i18n.loadAndActivate({ locale: 'en', locales: ['en-US'], messages: {} });

const at = (h: number, m: number, dayOffset = 0) => new Date(2025, 5, 10 + dayOffset, h, m).getTime();

describe('room chat sentences', () => {
  it('says until when I am muted: the time today, the date another day, or the match', () => {
    const now = at(21, 30);
    expect(muteText({ until: at(21, 40), matchId: null }, 'en', now)).toBe(
      'You are muted in this room until 09:40 PM',
    );
    const tomorrow = muteText({ until: at(0, 10, 1), matchId: null }, 'en', now);
    expect(tomorrow).toMatch(/until Jun 11, 12:10 AM$/);
    expect(muteText({ until: null, matchId: 8 }, 'en', now)).toBe(
      'You are muted in this room until the match ends',
    );
  });

  it('turns refusals into sentences with their detail', () => {
    const now = at(21, 30);
    expect(sendRefusalText(ErrorCode.MutedInRoom, { until: at(22, 0), matchId: null }, 'en', now)).toBe(
      'You are muted in this room until 10:00 PM',
    );
    expect(sendRefusalText(ErrorCode.MutedInRoom, { until: null, matchId: 3 }, 'en', now)).toMatch(
      /match ends/,
    );
    expect(sendRefusalText(ErrorCode.SpeakingInterval, { interval: 2 }, 'en', now)).toBe(
      'You can speak again in 2 s',
    );
    expect(sendRefusalText(ErrorCode.DuplicateContent, null, 'en', now)).toBe(
      'Please do not send the same content again',
    );
    expect(sendRefusalText(ErrorCode.SensitiveWords, null, 'en', now)).toBe(
      'The message contains sensitive words',
    );
  });

  it('names what an envelope gave or why it gave nothing', () => {
    expect(wonText(12, 'coin', null)).toBe('You won 12 gold coins');
    expect(wonText(1, 'coin', null)).toBe('You won 1 gold coin');
    expect(wonText(2, 'coupon', 70)).toBe('You won 2 coupons (70% off)');
    expect(wonText(1, 'coupon', 50)).toBe('You won 1 coupon (50% off)');
    expect(openRefusalText(ErrorCode.RedPacketTakenOut)).toBe('Too late, all envelopes are taken');
    expect(openRefusalText(ErrorCode.RedPacketExpired)).toBe('This red envelope has expired');
  });
});

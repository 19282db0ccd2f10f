import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';

import {
  checkRedPacket,
  draftBody,
  draftTotal,
  EMPTY_DRAFT,
  type RedPacketBalances,
  type RedPacketDraft,
  redPacketForm,
  serverFieldErrors,
} from './redPacketForm';

const ROOM = 'room_4';
const rich: RedPacketBalances = { coins: 100_000, coupons: { 50: 200, 60: 200, 70: 200, 80: 3 } };
const draft = (patch: Partial<RedPacketDraft>): RedPacketDraft => ({ ...EMPTY_DRAFT, ...patch });
const check = (patch: Partial<RedPacketDraft>, balances: RedPacketBalances | null = rich) =>
  checkRedPacket(draftBody(draft(patch), ROOM), balances);

describe('red envelope form (§5)', () => {
  it('asks for the count (required)', () => {
    const { request, errors } = check({ count: '', amount: '10' });
    expect(request).toBeNull();
    expect(errors.count).toBe('required');
  });

  it('asks for the single amount of an ordinary envelope and the total of a lucky one (required)', () => {
    expect(check({ count: '5', amount: '' }).errors.amount).toBe('required');
    expect(check({ kind: 'lucky', count: '5', amount: ' ' }).errors.amount).toBe('required');
  });

  it('refuses a lucky total below the number of envelopes (belowCount)', () => {
    const { request, errors } = check({ kind: 'lucky', count: '10', amount: '9' });
    expect(request).toBeNull();
    expect(errors.amount).toBe('belowCount');
    expect(check({ kind: 'lucky', count: '10', amount: '10' }).errors).toEqual({});
  });

  it('asks for the coupon tier (tierRequired), even while the count is still empty', () => {
    expect(check({ content: 'coupon', count: '5', amount: '1' }).errors.tier).toBe('tierRequired');
    const both = check({ content: 'coupon', count: '', amount: '1' }).errors;
    expect(both).toEqual({ count: 'required', tier: 'tierRequired' });
  });

  it('refuses a total on an ordinary envelope, a single amount on a lucky one, a tier on coins (notAllowed)', () => {
    const base = { roomID: ROOM, content: 'coin', count: 5, limitHours: 3 };
    expect(checkRedPacket({ ...base, kind: 'ordinary', single: 2, total: 10 }, rich).errors.amount).toBe(
      'notAllowed',
    );
    expect(checkRedPacket({ ...base, kind: 'lucky', single: 2, total: 10 }, rich).errors.amount).toBe(
      'notAllowed',
    );
    expect(checkRedPacket({ ...base, kind: 'lucky', total: 10, tier: 50 }, rich).errors.tier).toBe(
      'notAllowed',
    );
  });

  it('refuses an ordinary send whose whole amount passes the cap (tooLarge)', () => {
    expect(check({ count: '500', amount: '1000000' }, null).errors.amount).toBe('tooLarge');
  });

  it('refuses numbers that are not whole or out of range (range)', () => {
    expect(check({ count: '0', amount: '1' }).errors.count).toBe('range');
    expect(check({ count: '501', amount: '1' }).errors.count).toBe('range');
    expect(check({ count: '2.5', amount: '1' }).errors.count).toBe('range');
    expect(check({ count: '3', amount: 'abc' }).errors.amount).toBe('range');
  });

  it('refuses a send the coins do not cover (balance)', () => {
    const poor = { ...rich, coins: 99 };
    expect(check({ count: '10', amount: '10' }, poor).errors.amount).toBe('balance');
    expect(check({ kind: 'lucky', count: '10', amount: '100' }, poor).errors.amount).toBe('balance');
    expect(check({ count: '9', amount: '11' }, poor).errors).toEqual({});
  });

  it('refuses more coupon envelopes than coupons (couponCount), and more coupons than held (balance)', () => {
    expect(check({ content: 'coupon', tier: 80, count: '4', amount: '1' }).errors.count).toBe('couponCount');
    expect(check({ content: 'coupon', tier: 80, count: '2', amount: '2' }).errors.amount).toBe('balance');
    expect(check({ content: 'coupon', tier: 80, kind: 'lucky', count: '3', amount: '3' }).errors).toEqual({});
  });

  it('gives the request when every rule holds, with the amount in the right field', () => {
    const ordinary = check({ count: '5', amount: '20', limitHours: 6 });
    expect(ordinary.request).toEqual({
      roomID: ROOM,
      kind: 'ordinary',
      content: 'coin',
      count: 5,
      single: 20,
      limitHours: 6,
    });
    const lucky = check({ kind: 'lucky', content: 'coupon', tier: 60, count: '5', amount: '8' });
    expect(lucky.request).toMatchObject({ kind: 'lucky', total: 8, tier: 60 });
    expect(lucky.request).not.toHaveProperty('single');
  });

  it('skips the balance rules while the wallet is unknown', () => {
    expect(check({ count: '10', amount: '1000' }, null).request).not.toBeNull();
  });

  it('computes what a draft takes from the wallet', () => {
    expect(draftTotal(draft({ count: '5', amount: '20' }))).toBe(100);
    expect(draftTotal(draft({ kind: 'lucky', count: '5', amount: '20' }))).toBe(20);
    expect(draftTotal(draft({ count: '', amount: '20' }))).toBe(0);
  });

  it("maps the server's field issues onto the form", () => {
    expect(
      serverFieldErrors([
        { path: 'total', rule: 'belowCount' },
        { path: 'tier', rule: 'tierRequired' },
        { path: 'count', rule: 'too_big' },
      ]),
    ).toEqual({ amount: 'belowCount', tier: 'tierRequired', count: 'range' });
  });

  it('is the schema of the dialog: each failing rule on its field for react-hook-form, the request out', async () => {
    const resolve = (patch: Partial<RedPacketDraft>, balances: RedPacketBalances | null = rich) =>
      zodResolver(redPacketForm(ROOM, balances))(draft(patch), undefined, {
        fields: {},
        shouldUseNativeValidation: false,
      });
    const refused = await resolve({ content: 'coupon', count: '', amount: '1' });
    expect(refused.values).toEqual({});
    expect(refused.errors).toMatchObject({
      count: { type: 'custom', message: 'required' },
      tier: { type: 'custom', message: 'tierRequired' },
    });
    expect((await resolve({ count: '10', amount: '10' }, { ...rich, coins: 99 })).errors).toMatchObject({
      amount: { message: 'balance' },
    });
    const sent = await resolve({ kind: 'lucky', count: '5', amount: '8', limitHours: 3 });
    expect(sent.errors).toEqual({});
    expect(sent.values).toEqual({
      roomID: ROOM,
      kind: 'lucky',
      content: 'coin',
      count: 5,
      total: 8,
      limitHours: 3,
    });
  });
});

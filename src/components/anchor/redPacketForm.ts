import {
  COUPON_TIERS,
  type CouponTier,
  RED_PACKET_CONTENTS,
  RED_PACKET_KINDS,
  RED_PACKET_LIMIT_HOURS,
  RED_PACKET_MAX_COUNT,
  RED_PACKET_MAX_SINGLE,
  RED_PACKET_MAX_TOTAL,
  type RedPacketSendRequest,
  redPacketSendRequest,
  redPacketTotal,
} from '../../../protocol/redPacket';
import { z } from '../../../protocol/zodClient';

/**
 * The red envelope send form (§3, §5): what the anchor typed, turned into the /redPacket/send body
 * and checked rule by rule before sending, each failing rule named per field so the dialog shows its
 * own translated message. The field rules come from the protocol's schema (required, belowCount,
 * tierRequired, notAllowed, tooLarge); the balance rules need the wallet (/redPacket/stats).
 * `redPacketForm` is the dialog's schema for react-hook-form (zodResolver): a draft in, the request out,
 * each failing rule an issue on its field with the rule as message.
 */
export interface RedPacketDraft {
  kind: 'ordinary' | 'lucky';
  content: 'coin' | 'coupon';
  /** Chosen coupon tier; null until one is picked. */
  tier: CouponTier | null;
  /** As typed. */
  count: string;
  /** Ordinary: the amount in each envelope; lucky: the total shared by all. As typed. */
  amount: string;
  limitHours: 3 | 6 | 24;
}

export const EMPTY_DRAFT: RedPacketDraft = {
  kind: 'ordinary',
  content: 'coin',
  tier: null,
  count: '',
  amount: '',
  limitHours: 24,
};

export type RedPacketField = 'count' | 'amount' | 'tier' | 'form';
export type RedPacketRule =
  | 'required'
  | 'range'
  | 'belowCount'
  | 'tierRequired'
  | 'notAllowed'
  | 'tooLarge'
  | 'balance'
  | 'couponCount';
export type RedPacketErrors = Partial<Record<RedPacketField, RedPacketRule>>;

/** The sender's wallet as /redPacket/stats gives it. */
export interface RedPacketBalances {
  coins: number;
  coupons: Record<CouponTier, number>;
}

/** The largest whole number each field takes (for the "1 to N" message). */
export const FIELD_MAX: Record<'count' | 'single' | 'total', number> = {
  count: RED_PACKET_MAX_COUNT,
  single: RED_PACKET_MAX_SINGLE,
  total: RED_PACKET_MAX_TOTAL,
};

const SCHEMA_RULES = new Set<string>(['required', 'belowCount', 'tierRequired', 'notAllowed', 'tooLarge']);

/** '' is "not given"; digits a number; anything else NaN (refused as out of range). */
function parseWhole(text: string): number | undefined {
  const s = text.trim();
  if (s === '') return undefined;
  return /^\d{1,12}$/.test(s) ? Number(s) : Number.NaN;
}

/** The request body of a draft: the amount goes to `single` (ordinary) or `total` (lucky). */
export function draftBody(draft: RedPacketDraft, roomID: string): Record<string, unknown> {
  const amount = parseWhole(draft.amount);
  return {
    roomID,
    kind: draft.kind,
    content: draft.content,
    count: parseWhole(draft.count),
    ...(draft.kind === 'ordinary' ? { single: amount } : { total: amount }),
    ...(draft.content === 'coupon' && draft.tier !== null ? { tier: draft.tier } : {}),
    limitHours: draft.limitHours,
  };
}

function fieldOf(key: string): RedPacketField {
  if (key === 'single' || key === 'total') return 'amount';
  if (key === 'count' || key === 'tier') return key;
  return 'form';
}

const NUMERIC = new Set(['count', 'single', 'total']);

/**
 * Checks a body against §5: the schema's rules first (a field that is missing or not a whole number
 * in range gets `required` / `range`; the cross-field rules are checked even then, on the other
 * fields), then, with the wallet known, the balance: coupons need at least one per envelope
 * (`couponCount` on the count) and the whole send must be covered (`balance` on the amount).
 * Gives the request when every rule holds.
 */
export function checkRedPacket(
  body: Record<string, unknown>,
  balances: RedPacketBalances | null,
): { request: RedPacketSendRequest | null; errors: RedPacketErrors } {
  const errors: RedPacketErrors = {};
  const add = (key: string, rule: RedPacketRule) => {
    const field = fieldOf(key);
    if (!errors[field]) errors[field] = rule;
  };
  const first = redPacketSendRequest.safeParse(body);
  if (!first.success) {
    const base = first.error.issues.filter((i) => i.code !== 'custom');
    for (const issue of first.error.issues) {
      const key = String(issue.path[0] ?? '');
      if (issue.code === 'custom' && SCHEMA_RULES.has(issue.message))
        add(key, issue.message as RedPacketRule);
      else add(key, body[key] === undefined ? 'required' : 'range');
    }
    if (base.length > 0) {
      // Refinements run only on a well-formed body: stand in 1 for the bad numbers to reach them.
      const patched = { ...body };
      for (const issue of base) {
        const key = String(issue.path[0] ?? '');
        if (NUMERIC.has(key)) patched[key] = 1;
      }
      const second = redPacketSendRequest.safeParse(patched);
      if (!second.success)
        for (const issue of second.error.issues)
          if (issue.code === 'custom' && SCHEMA_RULES.has(issue.message))
            add(String(issue.path[0] ?? ''), issue.message as RedPacketRule);
    }
    return { request: null, errors };
  }
  const request = first.data;
  if (balances) {
    const total = redPacketTotal(request);
    if (request.content === 'coupon') {
      const have = balances.coupons[request.tier ?? 50];
      if (request.count > have) add('count', 'couponCount');
      else if (total > have) add('single', 'balance');
    } else if (total > balances.coins) add('single', 'balance');
  }
  return Object.keys(errors).length > 0 ? { request: null, errors } : { request, errors };
}

/** What the draft would take from the wallet (0 while the numbers are not valid). */
export function draftTotal(draft: RedPacketDraft): number {
  const count = parseWhole(draft.count);
  const amount = parseWhole(draft.amount);
  if (count === undefined || amount === undefined || Number.isNaN(count) || Number.isNaN(amount)) return 0;
  return draft.kind === 'ordinary' ? count * amount : amount;
}

/** Balance of the draft's currency, or null while unknown. */
export function draftBalance(draft: RedPacketDraft, balances: RedPacketBalances | null): number | null {
  if (!balances) return null;
  if (draft.content === 'coin') return balances.coins;
  return draft.tier === null ? null : balances.coupons[draft.tier];
}

/**
 * A refusal of the server for invalid input names its fields and rules (`issues`): the ones the
 * form knows become field errors.
 */
export function serverFieldErrors(issues: readonly { path: string; rule: string }[]): RedPacketErrors {
  const errors: RedPacketErrors = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path.split('.')[0] ?? '');
    const rule = SCHEMA_RULES.has(issue.rule) ? (issue.rule as RedPacketRule) : 'range';
    if (field !== 'form' && !errors[field]) errors[field] = rule;
  }
  return errors;
}

/**
 * The dialog's schema: the draft as typed in, the /redPacket/send body out; every failing rule of
 * checkRedPacket is an issue on its field (`root` for the rest) whose message is the rule.
 */
export function redPacketForm(roomID: string, balances: RedPacketBalances | null) {
  return z
    .object({
      kind: z.enum(RED_PACKET_KINDS),
      content: z.enum(RED_PACKET_CONTENTS),
      tier: z.literal(COUPON_TIERS).nullable(),
      count: z.string(),
      amount: z.string(),
      limitHours: z.literal(RED_PACKET_LIMIT_HOURS),
    })
    .transform((draft, ctx) => {
      const { request, errors } = checkRedPacket(draftBody(draft, roomID), balances);
      for (const [field, rule] of Object.entries(errors))
        ctx.addIssue({ code: 'custom', path: [field === 'form' ? 'root' : field], message: rule });
      return request ?? z.NEVER;
    });
}

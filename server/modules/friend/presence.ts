import { inArray, max } from 'drizzle-orm';

import { minutesSince, onlineStatusKind, type OnlineStatusKind } from '../../../protocol/presence';
import type { AppContext } from '../../context';
import { sessions } from '../../db/schema';
import type { UserRow } from '../../http/auth';
import type { Q } from './people';

/**
 * Who is online. The messaging gateway (server/modules/im) owns the truth; it can hand it over by
 * setting `ctx.presence` to an object with `isOnline(appNumber)` (and optionally
 * `lastActiveAt(appNumber)`, epoch ms). Until then, nobody is online and the last activity is the
 * newest login (session creation). Swap this one function when the gateway lands.
 */
export interface PresenceSource {
  isOnline(appNumber: string): boolean | Promise<boolean>;
  lastActiveAt?(appNumber: string): number | undefined | Promise<number | undefined>;
}

export function presenceSource(ctx: AppContext): PresenceSource | undefined {
  const candidate = (ctx as { presence?: Partial<PresenceSource> }).presence;
  return typeof candidate?.isOnline === 'function' ? (candidate as PresenceSource) : undefined;
}

export interface Presence {
  online: boolean;
  lastActiveMinutes: number | null;
  statusKind: OnlineStatusKind;
}

async function lastLogins(q: Q, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await q
    .select({ userId: sessions.userId, at: max(sessions.createdAt) })
    .from(sessions)
    .where(inArray(sessions.userId, ids))
    .groupBy(sessions.userId);
  return new Map(rows.filter((r) => r.at !== null).map((r) => [r.userId, new Date(r.at!).getTime()]));
}

/** Presence of each user, by user id. */
export async function presenceOf(ctx: AppContext, q: Q, people: UserRow[]): Promise<Map<number, Presence>> {
  const source = presenceSource(ctx);
  const logins = await lastLogins(
    q,
    people.map((p) => p.id),
  );
  const now = ctx.now();
  const out = new Map<number, Presence>();
  for (const p of people) {
    const online = source ? await source.isOnline(p.appNumber) : false;
    const seen = (await source?.lastActiveAt?.(p.appNumber)) ?? logins.get(p.id) ?? null;
    const minutes = minutesSince(seen, now, online);
    out.set(p.id, { online, lastActiveMinutes: minutes, statusKind: onlineStatusKind(minutes) });
  }
  return out;
}

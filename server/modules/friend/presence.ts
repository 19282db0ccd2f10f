import { inArray, max } from 'drizzle-orm';

import { minutesSince, onlineStatusKind, type OnlineStatusKind } from '../../../protocol/presence';
import type { AppContext } from '../../context';
import { sessions } from '../../db/schema';
import type { UserRow } from '../../http/auth';
import type { Q } from './people';

/**
 * Who is online. The messaging gateway (server/modules/im) owns the truth and hands it over by
 * setting `ctx.presence` (friendBridge.ts): the online state and last activity (epoch ms) of many
 * users in one round, by user id. Without it nobody is online and the last activity is the newest
 * login (session creation).
 */
export interface PresenceSource {
  presenceOf(userIds: readonly number[]): Promise<Map<number, { online: boolean; lastActiveAt?: number }>>;
}

export function presenceSource(ctx: AppContext): PresenceSource | undefined {
  const candidate = (ctx as { presence?: Partial<PresenceSource> }).presence;
  return typeof candidate?.presenceOf === 'function' ? (candidate as PresenceSource) : undefined;
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
  const ids = people.map((p) => p.id);
  const [logins, live] = await Promise.all([lastLogins(q, ids), source?.presenceOf(ids)]);
  const now = ctx.now();
  const out = new Map<number, Presence>();
  for (const p of people) {
    const state = live?.get(p.id);
    const online = state?.online ?? false;
    const seen = state?.lastActiveAt ?? logins.get(p.id) ?? null;
    const minutes = minutesSince(seen, now, online);
    out.set(p.id, { online, lastActiveMinutes: minutes, statusKind: onlineStatusKind(minutes) });
  }
  return out;
}

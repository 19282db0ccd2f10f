import { inArray, max } from 'drizzle-orm';

import { minutesSince, onlineStatusKind, type OnlineStatusKind } from '../../../protocol/presence';
import type { AppContext } from '../../context';
import { sessions } from '../../db/schema';
import type { UserRow } from '../../http/auth';
import type { Q } from './people';

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

/**
 * Presence of each user, by user id: the realtime module's (online over every node, when the last
 * socket closed), asked once for everyone; the last activity of someone not seen since the site
 * started is their newest login (session creation).
 */
export async function presenceOf(ctx: AppContext, q: Q, people: UserRow[]): Promise<Map<number, Presence>> {
  const ids = people.map((p) => p.id);
  const [logins, live] = await Promise.all([
    lastLogins(q, ids),
    ctx.runtimes.realtime.presence.statusOf(ids),
  ]);
  const now = ctx.now();
  const out = new Map<number, Presence>();
  for (const p of people) {
    const state = live.get(p.id);
    const online = state?.online ?? false;
    const seen = state?.lastActiveAt ?? logins.get(p.id) ?? null;
    const minutes = minutesSince(seen, now, online);
    out.set(p.id, { online, lastActiveMinutes: minutes, statusKind: onlineStatusKind(minutes) });
  }
  return out;
}

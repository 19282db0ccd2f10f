import { sql } from 'drizzle-orm';

import type { MuteState } from '../../../protocol/room';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { roomVisits } from '../../db/schema';
import { MATCH_RUNNING_STATUSES } from './rooms';

export interface ChatState {
  muteAll: boolean;
  blacklisted: boolean;
  /** The user's mute while it holds: until a time, or until its match is over. */
  mute: MuteState | null;
  /** The user's staff role in the room now (room_roles), null when none. */
  staffRole: 'assistant' | 'admin' | null;
}

/**
 * What the database holds for a user in a room, before the clock is applied: the mute row as
 * stored (its end time may have passed), with whether its match was running when read.
 */
export interface ChatStateRow extends Omit<ChatState, 'mute'> {
  mute: (MuteState & { running: boolean }) | null;
}

const running = sql.join(
  MATCH_RUNNING_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/** Mute-all, and the user's blacklist entry, mute row and staff role in the room, in one round trip. */
export async function chatStateRowOf(db: Db, key: string, userId: number | undefined): Promise<ChatStateRow> {
  const uid = userId ?? 0;
  const result = await db.execute(sql`
    select coalesce((select s.mute_all from room_state s where s.room_key = ${key}), false) as "muteAll",
      exists(select 1 from room_blacklist b where b.room_key = ${key} and b.user_id = ${uid}) as "blacklisted",
      (select json_build_object('until', floor(extract(epoch from m.until) * 1000), 'matchId', m.match_id,
          'running', m.until is null and exists (select 1 from matches x where x.id = m.match_id and x.status in (${running})))
         from room_mutes m
        where m.room_key = ${key} and m.user_id = ${uid}) as "mute",
      (select r.role from room_roles r where r.room_key = ${key} and r.user_id = ${uid}) as "staffRole"`);
  const row = rowsOf<{
    muteAll: boolean;
    blacklisted: boolean;
    mute: ChatStateRow['mute'] | string | null;
    staffRole: 'assistant' | 'admin' | null;
  }>(result)[0]!;
  const mute = typeof row.mute === 'string' ? (JSON.parse(row.mute) as ChatStateRow['mute']) : row.mute;
  return {
    muteAll: row.muteAll,
    blacklisted: row.blacklisted,
    mute: mute
      ? {
          until: mute.until === null ? null : Number(mute.until),
          matchId: mute.matchId,
          running: mute.running,
        }
      : null,
    staffRole: row.staffRole ?? null,
  };
}

/** The state at `now`: a timed mute holds until its end, a match mute while its match was running. */
export function chatStateAt(row: ChatStateRow, now: number): ChatState {
  const { mute } = row;
  const holds = mute !== null && (mute.until === null ? mute.running : mute.until > now);
  return { ...row, mute: holds ? { until: mute.until, matchId: mute.matchId } : null };
}

export async function chatStateOf(
  db: Db,
  key: string,
  userId: number | undefined,
  now: number,
): Promise<ChatState> {
  return chatStateAt(await chatStateRowOf(db, key, userId), now);
}

/** Historical viewers: one row per user and room, its first and last visit and how many. */
export async function recordVisit(db: Db, key: string, userId: number, now: number): Promise<void> {
  const at = new Date(now);
  await db
    .insert(roomVisits)
    .values({ roomKey: key, userId, firstAt: at, lastAt: at, visits: 1 })
    .onConflictDoUpdate({
      target: [roomVisits.roomKey, roomVisits.userId],
      set: { lastAt: at, visits: sql`${roomVisits.visits} + 1` },
    });
}

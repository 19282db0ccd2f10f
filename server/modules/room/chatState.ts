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

const running = sql.join(
  MATCH_RUNNING_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/** Mute-all, and the user's blacklist entry, live mute and staff role in the room, in one round trip. */
export async function chatStateOf(
  db: Db,
  key: string,
  userId: number | undefined,
  now: number,
): Promise<ChatState> {
  const at = new Date(now).toISOString();
  const uid = userId ?? 0;
  const result = await db.execute(sql`
    select coalesce((select s.mute_all from room_state s where s.room_key = ${key}), false) as "muteAll",
      exists(select 1 from room_blacklist b where b.room_key = ${key} and b.user_id = ${uid}) as "blacklisted",
      (select json_build_object('until', floor(extract(epoch from m.until) * 1000), 'matchId', m.match_id)
         from room_mutes m
        where m.room_key = ${key} and m.user_id = ${uid}
          and ((m.until is not null and m.until > ${at}::timestamptz)
            or (m.until is null and exists (select 1 from matches x where x.id = m.match_id and x.status in (${running}))))
      ) as "mute",
      (select r.role from room_roles r where r.room_key = ${key} and r.user_id = ${uid}) as "staffRole"`);
  const row = rowsOf<{
    muteAll: boolean;
    blacklisted: boolean;
    mute: MuteState | string | null;
    staffRole: 'assistant' | 'admin' | null;
  }>(result)[0]!;
  const mute = typeof row.mute === 'string' ? (JSON.parse(row.mute) as MuteState) : row.mute;
  return {
    muteAll: row.muteAll,
    blacklisted: row.blacklisted,
    mute: mute ? { until: mute.until === null ? null : Number(mute.until), matchId: mute.matchId } : null,
    staffRole: row.staffRole ?? null,
  };
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

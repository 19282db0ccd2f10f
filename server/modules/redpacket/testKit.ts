import { randomBytes } from 'node:crypto';

import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import type { UserRow } from '../../http/auth';

/** Many users at once, without passwords or sessions (claims are made through the service). */
export async function bulkUsers(ctx: AppContext, n: number): Promise<UserRow[]> {
  const tag = randomBytes(4).toString('hex');
  const rows: UserRow[] = [];
  for (let start = 0; start < n; start += 500) {
    const batch = Array.from({ length: Math.min(500, n - start) }, (_, k) => {
      const i = start + k;
      return {
        username: `rp${tag}${i}`,
        usernameLower: `rp${tag}${i}`,
        passwordHash: 'x',
        areaCode: '86',
        phone: `17${tag.replace(/[a-f]/g, '7').slice(0, 4)}${String(i).padStart(5, '0')}`,
        appNumber: `7${tag.replace(/[a-f]/g, '3').slice(0, 3)}${String(i).padStart(5, '0')}`,
        nickname: `Claimer ${i}`,
      };
    });
    rows.push(...(await ctx.database.db.insert(users).values(batch).returning()));
  }
  return rows;
}

/**
 * Users joined to room `roomKey`'s chat as a JoinRoom of theirs would (a socket of each in this
 * node's room hub, so the room presence counts them); the returned function takes them out.
 */
export async function joinAs(
  ctx: AppContext,
  roomKey: string,
  people: readonly { id: number }[],
): Promise<() => void> {
  const hub = ctx.runtimes.room.hub;
  const ids: string[] = [];
  for (const person of people) {
    const id = `rp-test-${randomBytes(6).toString('hex')}`;
    ids.push(id);
    await hub.join(roomKey, {
      socket: {
        id,
        userID: String(person.id),
        guest: false,
        tokenHash: undefined,
        ip: '127.0.0.1',
        send: () => undefined,
        kick: () => undefined,
      },
      userId: person.id,
      role: 'viewer',
      nickname: '',
      avatar: null,
    });
  }
  return () => {
    for (const id of ids) hub.leave(roomKey, id);
  };
}

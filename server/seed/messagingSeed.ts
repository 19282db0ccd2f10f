import { inArray } from 'drizzle-orm';

import { FriendSource } from '../../protocol/friend';
import { SystemMessageType } from '../../protocol/messageCenter';
import { friendRequests, friends, phrases, systemMessages, users } from '../db/schema';
import { type SystemTextKey, textKey } from '../modules/friend/systemMessageText';
import type { Seed } from './runSeeds';

const MESSAGES: { type: number; key: 'welcome' | 'friendTips' | 'security'; minutesAgo: number }[] = [
  { type: SystemMessageType.Account, key: 'security', minutesAgo: 60 },
  { type: SystemMessageType.Platform, key: 'friendTips', minutesAgo: 30 },
  { type: SystemMessageType.Platform, key: 'welcome', minutesAgo: 5 },
];

const PHRASES = ['Hello!', 'Great match today', 'See you in the live room'];

/**
 * Demo messaging: viewer01 and viewer02 are friends, anchor01 has a pending friend request from
 * viewer02 (it expires three days after the first start, as any request does), both viewers have
 * three system messages (texts by key, shown in the reader's language) and viewer01 a few phrases.
 */
export const messagingSeeds: Seed[] = [
  {
    name: '0004-demo-messaging',
    demo: true,
    async run(tx, ctx) {
      const rows = await tx
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(inArray(users.username, ['viewer01', 'viewer02', 'anchor01']));
      const id = new Map(rows.map((r) => [r.username, r.id]));
      const [v1, v2, a1] = [id.get('viewer01'), id.get('viewer02'), id.get('anchor01')];
      if (v1 === undefined || v2 === undefined || a1 === undefined) return;
      const now = ctx.now();
      const at = new Date(now);
      await tx.insert(friends).values([
        { userId: v1, friendId: v2, source: FriendSource.Id, createdAt: at },
        { userId: v2, friendId: v1, source: FriendSource.Id, createdAt: at },
      ]);
      await tx.insert(friendRequests).values({
        fromId: v2,
        toId: a1,
        reason: 'Big fan of your football streams!',
        source: FriendSource.Username,
        createdAt: at,
      });
      await tx.insert(systemMessages).values(
        [v1, v2].flatMap((userId) =>
          MESSAGES.map((m) => ({
            userId,
            type: m.type,
            title: textKey(`${m.key}.title` as SystemTextKey),
            body: textKey(`${m.key}.body` as SystemTextKey),
            createdAt: new Date(now - m.minutesAgo * 60_000),
          })),
        ),
      );
      await tx.insert(phrases).values(PHRASES.map((text, sort) => ({ userId: v1, text, sort })));
    },
  },
];

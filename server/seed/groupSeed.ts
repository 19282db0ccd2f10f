import { and, eq, inArray, sql } from 'drizzle-orm';

import { groupConversationId, GroupRole } from '../../protocol/groupConstants';
import { ContentType, SessionType } from '../../protocol/im';
import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import {
  conversationMembers,
  conversations,
  groupAudit,
  groupMembers,
  groups,
  messages,
  users,
} from '../db/schema';
import { addMemberCursors, createGroupConversation, storeGroupNotice } from '../modules/im';
import type { Seed } from './runSeeds';

const MINUTE = 60_000;
const NOTICE = 'Sunday 10:00 at the riverside pitch. Bring water and both shirts (white and blue)!';

/** The chat after the notices: who says what, how many minutes ago. */
const CHAT: { from: 'anchor01' | 'viewer01' | 'viewer02'; text: string; minutesAgo: number }[] = [
  { from: 'anchor01', text: 'Welcome to the club! Line-ups go up on Saturday evening.', minutesAgo: 90 },
  { from: 'viewer01', text: 'Count me in for Sunday [::3::]', minutesAgo: 45 },
  { from: 'viewer02', text: 'Me too. Can someone bring a pump? My ball is flat.', minutesAgo: 12 },
];

/** A text message of the group with the next seq, as im stores one (the seq bumped in the same transaction). */
async function storeText(
  tx: Tx,
  conversationId: string,
  senderId: number,
  text: string,
  at: Date,
): Promise<number> {
  const [conv] = await tx
    .update(conversations)
    .set({ maxSeq: sql`${conversations.maxSeq} + 1` })
    .where(eq(conversations.id, conversationId))
    .returning({ maxSeq: conversations.maxSeq });
  await tx.insert(messages).values({
    conversationId,
    seq: conv!.maxSeq,
    clientMsgId: `seed_group_${conv!.maxSeq}`,
    senderId,
    recvId: null,
    sessionType: SessionType.SuperGroup,
    contentType: ContentType.Text,
    content: JSON.stringify({ text }),
    sendTime: at,
  });
  return conv!.maxSeq;
}

/**
 * Demo group: "Weekend football club", owned by anchor01 (Coach Wang), with viewer01 (Lily, an
 * admin who may mute and invite) and viewer02 (Ken), who joined by the coach's invite link (they are
 * not his friends in the demo: viewer02's friend request to him is still pending). Its conversation
 * holds the 'created', 'adminGranted' and 'notice' notices and a short chat, each member having read
 * up to their own last message.
 */
async function seedGroup(tx: Tx, ctx: AppContext): Promise<void> {
  const rows = await tx
    .select({ id: users.id, username: users.username, nickname: users.nickname })
    .from(users)
    .where(inArray(users.username, ['anchor01', 'viewer01', 'viewer02']));
  const who = new Map(rows.map((r) => [r.username, r]));
  const [coach, lily, ken] = [who.get('anchor01'), who.get('viewer01'), who.get('viewer02')];
  if (!coach || !lily || !ken) return;
  const now = ctx.now();
  const created = new Date(now - 3 * 60 * MINUTE);
  const [group] = await tx
    .insert(groups)
    .values({
      name: 'Weekend football club',
      notice: NOTICE,
      noticeUpdatedAt: new Date(now - 2 * 60 * MINUTE),
      noticeUpdatedBy: coach.id,
      ownerId: coach.id,
      joinVerification: true,
      memberMax: 2000,
      memberCount: 3,
      createdAt: created,
    })
    .returning();
  const groupId = group!.id;
  await tx.insert(groupMembers).values([
    { groupId, userId: coach.id, role: GroupRole.Owner, joinedAt: created },
    {
      groupId,
      userId: lily.id,
      role: GroupRole.Admin,
      permissions: ['mute', 'invite'],
      inviterId: coach.id,
      joinedAt: created,
    },
    { groupId, userId: ken.id, role: GroupRole.Member, inviterId: coach.id, joinedAt: created },
  ]);
  await createGroupConversation(tx, groupId);
  await addMemberCursors(tx, groupId, [coach.id, lily.id, ken.id]);
  const actor = { actorID: String(coach.id), actorName: coach.nickname };
  await storeGroupNotice(tx, groupId, coach.id, {
    kind: 'created',
    ...actor,
    targets: [lily, ken].map((u) => ({ userID: String(u.id), name: u.nickname })),
  });
  await storeGroupNotice(tx, groupId, coach.id, {
    kind: 'adminGranted',
    ...actor,
    targets: [{ userID: String(lily.id), name: lily.nickname }],
  });
  const noticeSeq = (
    await storeGroupNotice(tx, groupId, coach.id, { kind: 'notice', ...actor, targets: [], text: NOTICE })
  ).seq;
  const conversationId = groupConversationId(String(groupId));
  const ids = { anchor01: coach.id, viewer01: lily.id, viewer02: ken.id };
  let last = noticeSeq;
  for (const line of CHAT)
    last = await storeText(
      tx,
      conversationId,
      ids[line.from],
      line.text,
      new Date(now - line.minutesAgo * MINUTE),
    );
  // Each read up to their own last message: the coach has two unread, Lily one, Ken none.
  const readTo = new Map([
    [coach.id, noticeSeq + 1],
    [lily.id, last - 1],
    [ken.id, last],
  ]);
  for (const [userId, seq] of readTo)
    await tx
      .update(conversationMembers)
      .set({ hasReadSeq: seq })
      .where(
        and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)),
      );
  await tx.insert(groupAudit).values({
    groupId,
    actorId: coach.id,
    action: 'create',
    detail: { name: group!.name, seeded: true },
    createdAt: created,
  });
}

export const groupSeeds: Seed[] = [
  { name: '0014-demo-group', demo: true, run: (tx, ctx) => seedGroup(tx, ctx) },
];

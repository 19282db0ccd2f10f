import { randomBytes } from 'node:crypto';

import { and, desc, eq, gt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

import { ErrorCode } from '../../../protocol/errors';
import type {
  codeInfoResponse,
  GroupCard,
  inviteLinkRequest,
  inviteLinkResponse,
} from '../../../protocol/group';
import { INVITE_CODE_PREFIX, inviteLink } from '../../../protocol/groupConstants';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import { groupApplications, groupInvites } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import {
  can,
  changeGroup,
  type GroupRow,
  groupIdOf,
  groupOf,
  memberOf,
  type Q,
  requirePermission,
} from './access';
import { audit } from './audit';
import { usersByIds } from './people';
import { presentCard, profileOf, type UserRow } from './present';

/**
 * Invite links and QR codes (§3 share links): a code of INVITE_CODE_PREFIX and 24 random letters
 * and digits, valid 1, 7 or 30 days, made by the owner or an admin with `invite`. A code works while
 * it has not expired, its group is active and its inviter still may invite there (a removed or
 * demoted admin's links stop working); anything else reads as expired (4016), a dismissed group 4014.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const CODE_LETTERS = 24;
const DAY_MS = 24 * 3600_000;

/** 24 letters and digits from the system's random source, unbiased (bytes of 248 and above are skipped). */
export function newInviteCode(): string {
  let out = '';
  while (out.length < CODE_LETTERS)
    for (const byte of randomBytes(32))
      if (byte < 248 && out.length < CODE_LETTERS) out += ALPHABET[byte % 62];
  return INVITE_CODE_PREFIX + out;
}

const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/** The site's public origin (PUBLIC_URL, maybe with a path), else the request's scheme and host. */
export function siteOrigin(config: Pick<Config, 'publicUrl'>, req: FastifyRequest): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  const host = HOST.test(req.host) ? req.host : 'localhost';
  return `${req.protocol === 'https' ? 'https' : 'http'}://${host}`;
}

export async function makeInviteLink(
  ctx: AppContext,
  me: UserRow,
  body: z.output<typeof inviteLinkRequest>,
  req: FastifyRequest,
): Promise<z.output<typeof inviteLinkResponse>> {
  const groupId = groupIdOf(body.groupID);
  const now = ctx.now();
  const code = newInviteCode();
  const expiresAt = now + body.days * DAY_MS;
  await changeGroup(ctx.database.db, groupId, me.id, async (tx, { me: member }) => {
    requirePermission(member, 'invite');
    await tx.insert(groupInvites).values({
      code,
      groupId,
      inviterId: me.id,
      expiresAt: new Date(expiresAt),
      createdAt: new Date(now),
    });
    await audit(tx, { groupId, actorId: me.id, action: 'inviteLink', detail: { days: body.days }, at: now });
  });
  const link = inviteLink(siteOrigin(ctx.config, req), String(me.id), code);
  return { link, code, expiresAt, qrText: link };
}

export interface ValidInvite {
  group: GroupRow;
  inviter: UserRow;
  expiresAt: number;
}

/** The group and inviter of a working code (see above); 4016 or 4014 otherwise. */
export async function validInvite(q: Q, code: string, now: number): Promise<ValidInvite> {
  const [invite] = await q.select().from(groupInvites).where(eq(groupInvites.code, code));
  if (!invite) throw new ApiError(ErrorCode.InviteExpired);
  const group = await groupOf(q, invite.groupId);
  if (group.status !== 'active') throw new ApiError(ErrorCode.GroupGone);
  if (invite.expiresAt.getTime() <= now) throw new ApiError(ErrorCode.InviteExpired);
  const inviterMember = await memberOf(q, group.id, invite.inviterId);
  const inviter = (await usersByIds(q, [invite.inviterId])).get(invite.inviterId);
  if (!inviterMember || !inviter || !can(inviterMember, 'invite'))
    throw new ApiError(ErrorCode.InviteExpired);
  return { group, inviter, expiresAt: invite.expiresAt.getTime() };
}

/** What the caller sees of a group before joining: whether they are in it, and their request waiting for review. */
export async function cardOf(q: Q, group: GroupRow, userId: number, now: number): Promise<GroupCard> {
  const member = group.status === 'active' ? await memberOf(q, group.id, userId) : undefined;
  const [pending] = await q
    .select({ id: groupApplications.id })
    .from(groupApplications)
    .where(
      and(
        eq(groupApplications.groupId, group.id),
        eq(groupApplications.applicantId, userId),
        eq(groupApplications.state, 'pending'),
        gt(groupApplications.expiresAt, new Date(now)),
      ),
    )
    .orderBy(desc(groupApplications.id))
    .limit(1);
  return presentCard(group, member !== undefined, pending?.id ?? null);
}

export async function codeInfo(
  ctx: AppContext,
  me: UserRow,
  code: string,
): Promise<z.output<typeof codeInfoResponse>> {
  const now = ctx.now();
  const db = ctx.database.db;
  const { group, inviter, expiresAt } = await validInvite(db, code, now);
  return { card: await cardOf(db, group, me.id, now), inviter: profileOf(inviter), expiresAt };
}

/** The card of a group by its id (anyone logged in who has the id: a shared card, a search). */
export async function joinInfo(ctx: AppContext, me: UserRow, groupID: string): Promise<GroupCard> {
  const db = ctx.database.db;
  return cardOf(db, await groupOf(db, groupIdOf(groupID)), me.id, ctx.now());
}

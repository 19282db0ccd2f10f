import { and, eq, gt, inArray, isNull } from 'drizzle-orm';

import { GUEST_ID_PATTERN, ImCloseCode, PlatformId } from '../../../protocol/im';
import type { AppContext } from '../../context';
import { sessions, users } from '../../db/schema';
import { findSession, type UserRow } from '../../http/auth';
import type { Identity } from './connection';

function blocked(user: UserRow): boolean {
  return user.disabled || user.anchorStatus === 'banned' || user.anchorStatus === 'permaBanned';
}

/** The session of `token` is live, belongs to `userId` and its account is not disabled or banned. */
export async function sessionUsable(
  ctx: AppContext,
  token: string,
  userId: number | undefined,
): Promise<boolean> {
  const session = await findSession(ctx, token);
  return session !== undefined && session.user.id === userId && !blocked(session.user);
}

export type Admission = { ok: true; identity: Identity } | { ok: false; code: number; reason: string };

const PLATFORMS = new Set<number>(Object.values(PlatformId));

/**
 * The query of §7: `sendID`, `token`, `platformID`. A valid token makes a user socket whose sendID
 * must be the user's uid (4001); an unknown, expired or revoked token is 4002; no token makes a
 * read-only guest socket whose sendID is a guest id of `/openim-url/get`. `ip` is the client's address.
 */
export async function admit(ctx: AppContext, query: URLSearchParams, ip: string): Promise<Admission> {
  const sendID = query.get('sendID') ?? '';
  const token = query.get('token') ?? '';
  const platformID = Number(query.get('platformID'));
  if (!PLATFORMS.has(platformID)) return { ok: false, code: ImCloseCode.BadQuery, reason: 'platformID' };
  if (token === '') {
    if (!GUEST_ID_PATTERN.test(sendID))
      return { ok: false, code: ImCloseCode.BadQuery, reason: 'guest sendID' };
    return {
      ok: true,
      identity: { userID: sendID, userId: undefined, token: undefined, tokenHash: undefined, platformID, ip },
    };
  }
  if (token.length > 200) return { ok: false, code: ImCloseCode.TokenInvalid, reason: 'token' };
  const session = await findSession(ctx, token);
  if (!session || blocked(session.user))
    return { ok: false, code: ImCloseCode.TokenInvalid, reason: 'token' };
  if (sendID !== String(session.user.id))
    return { ok: false, code: ImCloseCode.SendIdMismatch, reason: 'sendID is not the token user' };
  const identity = {
    userID: sendID,
    userId: session.user.id,
    token,
    tokenHash: session.tokenHash,
    platformID,
    ip,
  };
  return { ok: true, identity };
}

/** Of these token hashes, the ones whose session is still live and whose account may log in. */
export async function liveTokenHashes(ctx: AppContext, hashes: readonly string[]): Promise<Set<string>> {
  const live = new Set<string>();
  for (let i = 0; i < hashes.length; i += 500) {
    const rows = await ctx.database.db
      .select({ tokenHash: sessions.tokenHash, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          inArray(sessions.tokenHash, hashes.slice(i, i + 500)),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date(ctx.now())),
        ),
      );
    for (const row of rows) if (!blocked(row.user)) live.add(row.tokenHash);
  }
  return live;
}

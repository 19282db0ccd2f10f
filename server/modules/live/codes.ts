import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

import { and, eq, isNull } from 'drizzle-orm';

import { LIVE_CODE_BYTES, LIVE_CODE_PATTERN } from '../../../protocol/live';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { liveCodes } from '../../db/schema';

/**
 * Live codes (stream keys): 192 random bits, one active per anchor. The database holds the SHA-256
 * to find a code and the code sealed with the site secret (AES-256-GCM) so its anchor can reveal it.
 */
export function hashLiveCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

function sealKey(secret: string): Buffer {
  return createHash('sha256').update(`live-code:${secret}`).digest();
}

export function sealLiveCode(secret: string, code: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(secret), iv);
  const body = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function unsealLiveCode(secret: string, sealed: string): string {
  const raw = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', sealKey(secret), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

export function newLiveCode(): string {
  return randomBytes(LIVE_CODE_BYTES).toString('base64url');
}

export function isLiveCodeShape(name: string): boolean {
  return LIVE_CODE_PATTERN.test(name);
}

export interface ActiveCode {
  id: number;
  code: string;
  createdAt: Date;
}

async function insertCode(ctx: AppContext, db: Db | Tx, anchorId: number): Promise<void> {
  const code = newLiveCode();
  await db
    .insert(liveCodes)
    .values({
      anchorId,
      codeHash: hashLiveCode(code),
      sealed: sealLiveCode(ctx.secrets.key, code),
      createdAt: new Date(ctx.now()),
    })
    .onConflictDoNothing();
}

async function activeRow(db: Db | Tx, anchorId: number) {
  const [row] = await db
    .select()
    .from(liveCodes)
    .where(and(eq(liveCodes.anchorId, anchorId), isNull(liveCodes.revokedAt)))
    .limit(1);
  return row;
}

/** The anchor's active code, made on first use (two first uses at once still make one). */
export async function activeLiveCode(ctx: AppContext, anchorId: number): Promise<ActiveCode> {
  const db = ctx.database.db;
  let row = await activeRow(db, anchorId);
  if (!row) {
    await insertCode(ctx, db, anchorId);
    row = await activeRow(db, anchorId);
  }
  if (!row) throw new Error(`no live code for anchor ${anchorId}`);
  return { id: row.id, code: unsealLiveCode(ctx.secrets.key, row.sealed), createdAt: row.createdAt };
}

/** Revokes the active code and makes a new one, in one transaction (with `inTx`: the console's audit row). */
export async function replaceLiveCode(
  ctx: AppContext,
  anchorId: number,
  inTx?: (tx: Tx) => Promise<void>,
): Promise<ActiveCode> {
  await ctx.database.db.transaction(async (tx) => {
    await inTx?.(tx);
    await tx
      .update(liveCodes)
      .set({ revokedAt: new Date(ctx.now()) })
      .where(and(eq(liveCodes.anchorId, anchorId), isNull(liveCodes.revokedAt)));
    await insertCode(ctx, tx, anchorId);
  });
  return activeLiveCode(ctx, anchorId);
}

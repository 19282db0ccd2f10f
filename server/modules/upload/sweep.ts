import { asc, inArray, like, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context';
import { messages, rooms, uploads, users } from '../../db/schema';
import { registerPeriodicJob } from '../../services/periodicJob';

/** An upload nothing refers to after this long is deleted (uploading and then sending, saving or registering takes minutes). */
export const UNREFERENCED_UPLOAD_TTL_MS = 24 * 3600_000;
const SWEEP_EVERY_MS = 3600_000;
const BATCH = 200;

/**
 * Where a stored URL can be kept: a member's avatar, a room's cover, a chat message (pictures,
 * videos, files, voice, merged forwards carry the URL in their content). A new place that keeps
 * upload URLs must be added here, or its files are deleted a day after their upload, unless it
 * claims them (claim.ts: photos and post pictures do), which takes them off the sweep's list.
 */
async function referencedKeys(ctx: AppContext, keys: readonly string[]): Promise<Set<string>> {
  const db = ctx.database.db;
  const urls = keys.flatMap((key) => ctx.storage.bases.map((base) => base + key));
  const [avatars, covers] = await Promise.all([
    db.select({ url: users.avatar }).from(users).where(inArray(users.avatar, urls)),
    db.select({ url: rooms.cover }).from(rooms).where(inArray(rooms.cover, urls)),
  ]);
  const found = new Set<string>();
  const keyOf = (url: string | null) => keys.find((key) => url?.endsWith(`/${key}`));
  for (const row of [...avatars, ...covers]) {
    const key = keyOf(row.url);
    if (key) found.add(key);
  }
  const rest = keys.filter((key) => !found.has(key));
  if (rest.length > 0) {
    const inMessages = await db
      .select({ content: messages.content })
      .from(messages)
      .where(or(...rest.map((key) => like(messages.content, `%${key}%`))));
    for (const { content } of inMessages) for (const key of rest) if (content.includes(key)) found.add(key);
  }
  return found;
}

/**
 * Deletes the files of uploads older than a day that nothing refers to, and forgets the rows of
 * those something does (they are kept). Safe on several nodes at once: deleting twice is harmless.
 * Returns the keys it deleted.
 */
export async function sweepUnreferencedUploads(ctx: AppContext): Promise<string[]> {
  const db = ctx.database.db;
  const deleted: string[] = [];
  for (;;) {
    const due = await db
      .select({ key: uploads.key })
      .from(uploads)
      .where(lt(uploads.createdAt, new Date(ctx.now() - UNREFERENCED_UPLOAD_TTL_MS)))
      .orderBy(asc(uploads.createdAt))
      .limit(BATCH);
    if (due.length === 0) return deleted;
    const keys = due.map((row) => row.key);
    const kept = await referencedKeys(ctx, keys);
    for (const key of keys) {
      if (!kept.has(key)) {
        await ctx.storage.remove(key);
        deleted.push(key);
      }
    }
    await db.delete(uploads).where(inArray(uploads.key, keys));
    if (due.length < BATCH) return deleted;
  }
}

/** The hourly sweep of every node (and once a minute after start). */
export function registerUploadSweep(app: FastifyInstance, ctx: AppContext): void {
  registerPeriodicJob(app, ctx, {
    name: 'upload sweep',
    firstMs: 60_000,
    everyMs: SWEEP_EVERY_MS,
    run: async () => {
      const keys = await sweepUnreferencedUploads(ctx);
      if (keys.length > 0) ctx.log.info({ count: keys.length }, 'unreferenced uploads deleted');
    },
  });
}

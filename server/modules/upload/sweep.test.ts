/** The sweep of uploads nothing refers to: a day after the upload, their files are deleted. */
import fs from 'node:fs';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { conversations, messages, rooms, uploads, users } from '../../db/schema';
import { withoutQuery } from './storage';
import { sweepUnreferencedUploads, UNREFERENCED_UPLOAD_TTL_MS } from './sweep';
import { BYTES, rawRequest, startUploadKit, type UploadKit } from './uploadTestKit';

describe('the sweep of unreferenced uploads', () => {
  let k: UploadKit;
  beforeAll(async () => {
    k = await startUploadKit();
  });
  afterAll(async () => {
    await k?.s.close();
  });

  async function stored(): Promise<string> {
    const url = await k.address('image/png', BYTES.png.length);
    const reply = await rawRequest(k.origin, {
      method: 'PUT',
      path: url,
      headers: { 'content-type': 'application/octet-stream' },
      chunks: [BYTES.png],
    });
    expect(reply.status).toBe(200);
    return withoutQuery(url);
  }

  it('deletes the files nothing refers to a day after their upload, and keeps avatars, covers and chat media', async () => {
    const db = k.s.ctx.database.db;
    const [avatar, cover, chat, orphan] = [await stored(), await stored(), await stored(), await stored()];
    await db.update(users).set({ avatar }).where(eq(users.username, 'viewer01'));
    const [room] = await db.select().from(rooms).limit(1);
    await db.update(rooms).set({ cover }).where(eq(rooms.anchorId, room!.anchorId));
    const picture = { bigPicture: { url: chat, width: 1, height: 1, size: BYTES.png.length } };
    await db.insert(conversations).values({ id: 'si_sweep_test', sessionType: 1, maxSeq: 1 });
    await db.insert(messages).values({
      conversationId: 'si_sweep_test',
      seq: 1,
      clientMsgId: 'sweep-1',
      senderId: 1,
      sessionType: 1,
      contentType: 102,
      content: JSON.stringify(picture),
    });

    // Nothing is due before a day has passed.
    expect(await sweepUnreferencedUploads(k.s.ctx)).toEqual([]);
    k.s.clock.advance(UNREFERENCED_UPLOAD_TTL_MS + 1000);
    const recent = await stored();

    const deleted = await sweepUnreferencedUploads(k.s.ctx);
    expect(deleted).toEqual([orphan.slice('/uploads/'.length)]);
    expect(fs.existsSync(k.fileOf(orphan))).toBe(false);
    for (const kept of [avatar, cover, chat, recent]) expect(fs.existsSync(k.fileOf(kept)), kept).toBe(true);
    const left = await db.select({ key: uploads.key }).from(uploads);
    // Decided rows are forgotten; the recent upload still waits for its day.
    expect(left.map((r) => r.key)).toEqual([recent.slice('/uploads/'.length)]);
    expect((await rawRequest(k.origin, { method: 'GET', path: orphan })).status).toBe(404);
  });

  it('forgets an address that was signed but never used', async () => {
    const url = withoutQuery(await k.address('image/png', BYTES.png.length));
    k.s.clock.advance(UNREFERENCED_UPLOAD_TTL_MS + 1000);
    expect(await sweepUnreferencedUploads(k.s.ctx)).toContain(url.slice('/uploads/'.length));
    const [row] = await k.s.ctx.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.key, url.slice('/uploads/'.length)));
    expect(row).toBeUndefined();
  });
});

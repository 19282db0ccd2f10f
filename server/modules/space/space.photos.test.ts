/** The photo wall: add (fresh uploads of the anchor, checked by content), thumbnails, list, reorder, delete, refusals. */
import { eq, sql } from 'drizzle-orm';
import { Jimp } from 'jimp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ErrorCode } from '../../../protocol/errors';
import { PHOTO_WALL_MAX, THUMB_MAX_SIDE } from '../../../protocol/space';
import { expectRefusal, expectSuccess } from '../../../test/helpers/expectations';
import {
  BACKENDS,
  backendAvailable,
  failureOf,
  startTestServer,
  type TestServer,
} from '../../../test/helpers/testServer';
import { photos, uploads } from '../../db/schema';
import { anchor, as, type Member, viewer } from '../room/testKit';
import { newKey } from '../upload';
import { picture, spaceDigest, upload } from './testKit';

const keyOf = (url: string) => url.replace(/^\/uploads\//, '');

describe.each(BACKENDS)('space.photos [%s]', (backend) => {
  describe.skipIf(!backendAvailable(backend))(`on ${backend}`, () => {
    let s: TestServer;
    let owner: Member;
    let fan: Member;

    beforeAll(async () => {
      s = await startTestServer({ backend });
      owner = await anchor(s);
      fan = await viewer(s);
    });
    afterAll(async () => {
      await s?.close();
    });

    /** A key signed for `owner` (an `uploads` row) whose file is written as given, bypassing the PUT's own check. */
    async function planted(bytes: Buffer, ext: 'jpg' | 'png' = 'jpg'): Promise<string> {
      const key = newKey('photo', ext === 'jpg' ? 'image/jpeg' : 'image/png', s.clock.now());
      await s.ctx.database.db.insert(uploads).values({
        key,
        ownerId: owner.id,
        contentType: ext === 'jpg' ? 'image/jpeg' : 'image/png',
        size: bytes.length,
      });
      await s.ctx.storage.write(key, bytes, 'image/jpeg');
      return `/uploads/${key}`;
    }

    it('adds a photo first on the wall; its thumbnail is made in the background, small and JPEG', async () => {
      const url = await upload(s, owner, await picture(800, 600));
      const added = expectSuccess(
        await as(s, owner, 'addImage', { url, description: '⚽ Match day 比赛日' }),
      );
      expect(added).toMatchObject({ anchorId: owner.uid, url, width: 800, height: 600, thumb: null });
      expect(added.description).toBe('⚽ Match day 比赛日');
      await s.ctx.runtimes.space.thumbnails.idle();
      const wall = expectSuccess(await s.call('imageList', { anchorId: owner.uid, page: 1, pageSize: 10 }));
      expect(wall).toMatchObject({ total: 1, page: 1, pageSize: 10 });
      const thumb = wall.list[0]!.thumb!;
      expect(thumb).toMatch(/^\/uploads\/thumb\/\d{8}\/[0-9a-f]{24}\.jpg$/);
      const served = await s.app.inject({ method: 'GET', url: thumb });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.rawPayload.length).toBeLessThan(20_000);
      const image = await Jimp.fromBuffer(served.rawPayload);
      expect(Math.max(image.width, image.height)).toBe(THUMB_MAX_SIDE);

      // A small picture is its own thumbnail, at once; it goes first.
      const small = await upload(s, owner, await picture(120, 90, 'image/png'), { contentType: 'image/png' });
      expect(expectSuccess(await as(s, owner, 'addImage', { url: small, description: '' }))).toMatchObject({
        url: small,
        thumb: small,
      });
      const own = expectSuccess(await as(s, owner, 'imageList', { page: 1, pageSize: 10 }));
      expect(own.list.map((p) => p.url)).toEqual([small, url]);
    });

    it('makes the thumbnail of a picture added again from the one it made: same bytes, a file of its own', async () => {
      const bytes = await picture(640, 480);
      const thumbs = s.ctx.runtimes.space.thumbnails;
      const before = { ...thumbs.counts };
      const first = await upload(s, owner, bytes);
      const again = await upload(s, owner, bytes);
      const other = await upload(s, owner, await picture(480, 640));
      for (const url of [first, again, other])
        expectSuccess(await as(s, owner, 'addImage', { url, description: '' }));
      await thumbs.idle();
      expect(thumbs.counts.made - before.made).toBe(2);
      expect(thumbs.counts.reused - before.reused).toBe(1);
      const wall = expectSuccess(await as(s, owner, 'imageList', { page: 1, pageSize: 10 }));
      const thumbOf = (url: string) => wall.list.find((p) => p.url === url)!.thumb!;
      const [a, b, c] = [thumbOf(first), thumbOf(again), thumbOf(other)];
      expect(new Set([a, b, c]).size).toBe(3);
      const file = async (url: string) => (await s.app.inject({ method: 'GET', url })).rawPayload;
      expect((await file(a)).equals(await file(b))).toBe(true);
      expect((await file(a)).equals(await file(c))).toBe(false);
      // Deleting one photo takes its own thumbnail only.
      const id = wall.list.find((p) => p.url === first)!.id;
      expectSuccess(await as(s, owner, 'deleteImage', { id }));
      expect(await s.ctx.storage.head(keyOf(a), 4)).toBeUndefined();
      expect((await file(b)).length).toBeGreaterThan(0);
    });

    it('shows a wall to guests and members; its own without anchorId only to a logged-in anchor', async () => {
      expectSuccess(await s.call('imageList', { anchorId: owner.uid, page: 1, pageSize: 10 }));
      expectSuccess(await as(s, fan, 'imageList', { anchorId: owner.uid, page: 1, pageSize: 10 }));
      expectRefusal(await s.call('imageList', { page: 1, pageSize: 10 }), ErrorCode.LoginRequired);
      expectRefusal(await as(s, fan, 'imageList', { page: 1, pageSize: 10 }), ErrorCode.NotAnchorOrPending);
      expectRefusal(
        await s.call('imageList', { anchorId: fan.uid, page: 1, pageSize: 10 }),
        ErrorCode.NotFound,
      );
      const pending = await s.createUser({ anchorStatus: 'pending' });
      expectRefusal(
        await s.call('imageList', { anchorId: String(pending.id), page: 1, pageSize: 10 }),
        ErrorCode.NotFound,
      );
      for (const page of [{ page: 0 }, { page: -1 }, { page: 100_000 }, { pageSize: 1000 }, { pageSize: 7 }])
        expectRefusal(
          await s.call('imageList', { anchorId: owner.uid, page: 1, pageSize: 10, ...page }),
          ErrorCode.InvalidInput,
        );
    });

    it('refuses a long description, foreign and used files, non-pictures, huge pictures: nothing changes', async () => {
      const good = await upload(s, owner, await picture(64, 48));
      const theirs = await upload(s, fan, await picture(64, 48));
      const avatar = await upload(s, owner, await picture(64, 48), { uploadType: 'avatar' });
      const signedOnly = (
        await s.call(
          'uploadAddress',
          { fileName: 'x', size: 100, contentType: 'image/jpeg', uploadType: 'photo' },
          { token: owner.token },
        )
      ).body.data.replace(/\?.*$/, '');
      const html = await planted(Buffer.from('<!doctype html><script>alert(1)</script>'));
      // A PNG header that claims 30 000 × 30 000 pixels.
      const header = Buffer.alloc(33);
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
      header.writeUInt32BE(13, 8);
      header.write('IHDR', 12, 'latin1');
      header.writeUInt32BE(30_000, 16);
      header.writeUInt32BE(30_000, 20);
      const huge = await planted(header, 'png');
      const before = await spaceDigest(s);

      const long = await as(s, owner, 'addImage', { url: good, description: 'x'.repeat(21) });
      expectRefusal(long, ErrorCode.InvalidInput);
      expect(failureOf(long).issues).toEqual([{ path: 'description', rule: 'too_big' }]);
      const markup = await as(s, owner, 'addImage', { url: good, description: '<b>hi</b>' });
      expect(failureOf(markup).issues).toEqual([{ path: 'description', rule: 'markup' }]);
      for (const url of [
        'https://example.com/a.jpg',
        '/uploads/../secret.jpg',
        theirs,
        avatar,
        signedOnly,
        `${good}?x=1`,
      ])
        expectRefusal(await as(s, owner, 'addImage', { url, description: '' }), ErrorCode.PictureNotUploaded);
      expectRefusal(await as(s, owner, 'addImage', { url: html, description: '' }), ErrorCode.FileFormat);
      expectRefusal(await as(s, owner, 'addImage', { url: huge, description: '' }), ErrorCode.BodyTooLarge);
      expect(await spaceDigest(s)).toBe(before);

      // 20 characters (an emoji counts once) is the limit; the upload is then taken for good.
      const twenty = '⚽'.repeat(20);
      expectSuccess(await as(s, owner, 'addImage', { url: good, description: twenty }));
      expectRefusal(
        await as(s, owner, 'addImage', { url: good, description: '' }),
        ErrorCode.PictureNotUploaded,
      );
    });

    it('refuses a picture type the server cannot shrink at signing (WebP is not a photo type)', async () => {
      const reply = await s.call(
        'uploadAddress',
        { fileName: 'w', size: 100, contentType: 'image/webp', uploadType: 'photo' },
        { token: owner.token },
      );
      expectRefusal(reply, ErrorCode.FileFormat);
    });

    it('reorders with every id of the wall once; a partial, foreign or repeated list changes nothing', async () => {
      const other = await anchor(s);
      for (const size of [40, 41, 42]) {
        const url = await upload(s, other, await picture(size, 30));
        expectSuccess(await as(s, other, 'addImage', { url, description: `n${size}` }));
      }
      const ids = expectSuccess(await as(s, other, 'imageList', { page: 1, pageSize: 10 })).list.map(
        (p) => p.id,
      );
      const before = await spaceDigest(s);
      for (const wrong of [ids.slice(1), [...ids, ids[0]!], [ids[0]!, ids[1]!, 999_999]]) {
        const reply = await as(s, other, 'sortImage', { ids: wrong });
        expectRefusal(reply, ErrorCode.InvalidInput);
        expect(failureOf(reply).issues).toEqual([{ path: 'ids', rule: 'exactIds' }]);
      }
      expect(await spaceDigest(s)).toBe(before);
      const reversed = [...ids].reverse();
      expect(expectSuccess(await as(s, other, 'sortImage', { ids: reversed }))).toEqual({ ids: reversed });
      const after = expectSuccess(await as(s, other, 'imageList', { page: 1, pageSize: 10 }));
      expect(after.list.map((p) => p.id)).toEqual(reversed);
      // A new photo still goes first.
      const url = await upload(s, other, await picture(43, 30));
      const added = expectSuccess(await as(s, other, 'addImage', { url, description: '' }));
      const wall = expectSuccess(await as(s, other, 'imageList', { page: 1, pageSize: 10 }));
      expect(wall.list.map((p) => p.id)).toEqual([added.id, ...reversed]);
    });

    it('deletes a photo: the row, its file and its thumbnail go', async () => {
      const url = await upload(s, owner, await picture(640, 480));
      const added = expectSuccess(await as(s, owner, 'addImage', { url, description: 'bye' }));
      await s.ctx.runtimes.space.thumbnails.idle();
      const wall = expectSuccess(await as(s, owner, 'imageList', { page: 1, pageSize: 100 }));
      const thumb = wall.list.find((p) => p.id === added.id)!.thumb!;
      expect(thumb).not.toBe(url);
      expect(await s.ctx.storage.head(keyOf(url), 4)).toBeDefined();
      expect(expectSuccess(await as(s, owner, 'deleteImage', { id: added.id }))).toEqual({ id: added.id });
      expect(await s.ctx.storage.head(keyOf(url), 4)).toBeUndefined();
      expect(await s.ctx.storage.head(keyOf(thumb), 4)).toBeUndefined();
      const after = expectSuccess(await as(s, owner, 'imageList', { page: 1, pageSize: 100 }));
      expect(after.list.some((p) => p.id === added.id)).toBe(false);
      expectRefusal(await as(s, owner, 'deleteImage', { id: added.id }), ErrorCode.NotFound);
    });

    it('gives an undecodable picture its own URL as thumbnail; any node picks up a thumbnail left unmade', async () => {
      const real = await picture(400, 300);
      const broken = await planted(Buffer.concat([real.subarray(0, 300), Buffer.alloc(30_000, 0x11)]));
      const added = expectSuccess(await as(s, owner, 'addImage', { url: broken, description: 'broken' }));
      expect(added.thumb).toBeNull();
      await s.ctx.runtimes.space.thumbnails.idle();
      const wall = expectSuccess(await as(s, owner, 'imageList', { page: 1, pageSize: 100 }));
      expect(wall.list.find((p) => p.id === added.id)!.thumb).toBe(broken);

      // A row a stopped node left without its thumbnail, older than the leftover delay.
      const url = await planted(real);
      const [left] = await s.ctx.database.db
        .insert(photos)
        .values({ anchorId: owner.id, url, width: 400, height: 300, sort: -100, createdAt: new Date(0) })
        .returning();
      expect(await s.ctx.runtimes.space.thumbnails.enqueueLeftovers()).toBeGreaterThanOrEqual(1);
      await s.ctx.runtimes.space.thumbnails.idle();
      const [done] = await s.ctx.database.db.select().from(photos).where(eq(photos.id, left!.id));
      expect(done!.thumb).toMatch(/^\/uploads\/thumb\//);
    });

    it(`keeps at most ${PHOTO_WALL_MAX} photos a wall (8002)`, async () => {
      const full = await anchor(s);
      await s.ctx.database.db.execute(sql`
        insert into photos (anchor_id, url, thumb, width, height, sort)
        select ${full.id}, '/uploads/photo/20260101/' || lpad(to_hex(n), 24, '0') || '.jpg', null, 1, 1, n
          from generate_series(1, ${PHOTO_WALL_MAX}) n`);
      const url = await upload(s, full, await picture(30, 30));
      expectRefusal(await as(s, full, 'addImage', { url, description: '' }), ErrorCode.PhotoWallFull);
    });
  });
});

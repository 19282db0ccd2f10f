/** Posts: write (text, up to 9 pictures), list newest first, like / collect toggles with their counters, delete. */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ErrorCode } from '../../../protocol/errors';
import { NOTE_PICTURES_MAX } from '../../../protocol/space';
import { expectRefusal, expectSuccess } from '../../../test/helpers/expectations';
import {
  BACKENDS,
  backendAvailable,
  failureOf,
  startTestServer,
  type TestServer,
} from '../../../test/helpers/testServer';
import { noteReactions, notes } from '../../db/schema';
import { anchor, as, type Member, viewer } from '../room/testKit';
import { picture, spaceDigest, upload } from './testKit';

const keyOf = (url: string) => url.replace(/^\/uploads\//, '');

describe.each(BACKENDS)('space.notes [%s]', (backend) => {
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

    const pictures = (n: number, who = owner) =>
      Promise.all(Array.from({ length: n }, async (_, i) => upload(s, who, await picture(30 + i, 20))));

    it("shows the demo anchors' seeded photos and posts, their pictures served from our storage", async () => {
      const lily = await s.login('viewer01');
      const anchor01 = await s.login('anchor01');
      const uid = expectSuccess(await s.call('userInfo', {}, { token: anchor01 })).uid;
      const wall = expectSuccess(await s.call('imageList', { anchorId: uid, page: 1, pageSize: 10 }));
      expect(wall.list.map((p) => p.description)).toEqual(['Match day', 'After training', 'Stadium lights']);
      expect(wall.list.every((p) => p.thumb === p.url && p.width === 480)).toBe(true);
      const served = await s.app.inject({ method: 'GET', url: wall.list[0]!.url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.length).toBeLessThan(12_000);
      const posts = expectSuccess(
        await s.call('noteList', { anchorId: uid, page: 1, pageSize: 10 }, { token: lily }),
      );
      expect(posts.list.map((n) => [n.pictures.length, n.likes, n.likeState])).toEqual([
        [2, 1, 1],
        [0, 0, 2],
      ]);
    });

    it('writes posts with text and pictures in order, lists them newest first with the post time in ms', async () => {
      const urls = [await upload(s, owner, await picture(640, 480)), ...(await pictures(1))];
      const first = expectSuccess(
        await as(s, owner, 'addNote', { text: '  Kick-off at 20:00!  ', pictures: urls }),
      );
      expect(first).toMatchObject({
        anchorId: owner.uid,
        text: 'Kick-off at 20:00!',
        createdAt: s.clock.now(),
        likes: 0,
        collects: 0,
        likeState: 2,
        collectState: 2,
      });
      expect(first.pictures.map((p) => p.url)).toEqual(urls);
      expect(first.pictures.map((p) => p.thumb)).toEqual([null, urls[1]]);
      s.clock.advance(60_000);
      const textOnly = expectSuccess(await as(s, owner, 'addNote', { text: 'Thanks for watching' }));
      expect(textOnly.pictures).toEqual([]);
      s.clock.advance(60_000);
      const [only] = await pictures(1);
      const picturesOnly = expectSuccess(await as(s, owner, 'addNote', { pictures: [only!] }));
      expect(picturesOnly.text).toBe('');

      await s.ctx.runtimes.space.thumbnails.idle();
      const page = expectSuccess(await s.call('noteList', { anchorId: owner.uid, page: 1, pageSize: 10 }));
      expect(page.total).toBe(3);
      expect(page.list.map((n) => n.id)).toEqual([picturesOnly.id, textOnly.id, first.id]);
      expect(page.list[2]!.pictures[0]!.thumb).toMatch(/^\/uploads\/thumb\//);
      const second = expectSuccess(await s.call('noteList', { anchorId: owner.uid, page: 2, pageSize: 10 }));
      expect(second).toMatchObject({ total: 3, list: [] });
    });

    it('refuses an empty post, a 10th picture, a picture twice, a foreign picture: nothing changes', async () => {
      const urls = await pictures(NOTE_PICTURES_MAX + 1);
      const [foreign] = await pictures(1, fan);
      const before = await spaceDigest(s);
      const empty = await as(s, owner, 'addNote', { text: '   ', pictures: [] });
      expectRefusal(empty, ErrorCode.InvalidInput);
      expect(failureOf(empty).issues).toEqual([{ path: 'text', rule: 'empty' }]);
      const tenth = await as(s, owner, 'addNote', { text: 'ten', pictures: urls });
      expectRefusal(tenth, ErrorCode.InvalidInput);
      expect(failureOf(tenth).issues).toEqual([{ path: 'pictures', rule: 'too_big' }]);
      const twice = await as(s, owner, 'addNote', { text: 'dup', pictures: [urls[0]!, urls[0]!] });
      expect(failureOf(twice).issues).toEqual([{ path: 'pictures', rule: 'duplicate' }]);
      expectRefusal(await as(s, owner, 'addNote', { text: 'x'.repeat(1001) }), ErrorCode.InvalidInput);
      // One foreign picture among good ones: none is taken.
      const mixed = await as(s, owner, 'addNote', { text: 'mixed', pictures: [urls[0]!, foreign!] });
      expectRefusal(mixed, ErrorCode.PictureNotUploaded);
      expect(await spaceDigest(s)).toBe(before);
      const nine = expectSuccess(
        await as(s, owner, 'addNote', { text: 'nine', pictures: urls.slice(0, NOTE_PICTURES_MAX) }),
      );
      expect(nine.pictures).toHaveLength(NOTE_PICTURES_MAX);
    });

    it('likes and collects: state 1 / 2, the counter moves by one, repeating a state changes nothing', async () => {
      const note = expectSuccess(await as(s, owner, 'addNote', { text: 'Like me' }));
      const like = (who: Member, state: 1 | 2) => as(s, who, 'noteLike', { noteId: note.id, state });
      expect(expectSuccess(await like(fan, 1))).toEqual({
        noteId: note.id,
        state: 1,
        count: 1,
        changed: true,
      });
      expect(expectSuccess(await like(fan, 1))).toEqual({
        noteId: note.id,
        state: 1,
        count: 1,
        changed: false,
      });
      const seen = expectSuccess(
        await as(s, fan, 'noteList', { anchorId: owner.uid, page: 1, pageSize: 10 }),
      );
      expect(seen.list.find((n) => n.id === note.id)).toMatchObject({
        likes: 1,
        likeState: 1,
        collectState: 2,
      });
      const guest = expectSuccess(await s.call('noteList', { anchorId: owner.uid, page: 1, pageSize: 10 }));
      expect(guest.list.find((n) => n.id === note.id)).toMatchObject({ likes: 1, likeState: 2 });
      expect(expectSuccess(await like(fan, 2))).toEqual({
        noteId: note.id,
        state: 2,
        count: 0,
        changed: true,
      });
      expect(expectSuccess(await like(fan, 2))).toEqual({
        noteId: note.id,
        state: 2,
        count: 0,
        changed: false,
      });
      const collected = expectSuccess(await as(s, fan, 'noteCollect', { noteId: note.id, state: 1 }));
      expect(collected).toEqual({ noteId: note.id, state: 1, count: 1, changed: true });
      expectRefusal(await as(s, fan, 'noteLike', { noteId: 999_999, state: 1 }), ErrorCode.NotFound);
      expectRefusal(await s.call('noteLike', { noteId: note.id, state: 1 }), ErrorCode.LoginRequired);
    });

    it('keeps each counter equal to its rows under concurrent toggles', async () => {
      const note = expectSuccess(await as(s, owner, 'addNote', { text: 'Crowd' }));
      const people = await Promise.all(Array.from({ length: 8 }, () => viewer(s)));
      await Promise.all(
        people.flatMap((p) => [
          as(s, p, 'noteLike', { noteId: note.id, state: 1 }),
          as(s, p, 'noteLike', { noteId: note.id, state: 1 }),
          as(s, p, 'noteCollect', { noteId: note.id, state: 1 }),
        ]),
      );
      await Promise.all(people.slice(0, 3).map((p) => as(s, p, 'noteLike', { noteId: note.id, state: 2 })));
      const db = s.ctx.database.db;
      const [row] = await db.select().from(notes).where(eq(notes.id, note.id));
      const rows = async (kind: 'like' | 'collect') =>
        (
          await db
            .select({ n: count() })
            .from(noteReactions)
            .where(and(eq(noteReactions.noteId, note.id), eq(noteReactions.kind, kind)))
        )[0]!.n;
      expect({ likes: row!.likes, collects: row!.collects }).toEqual({ likes: 5, collects: 8 });
      expect({ likes: await rows('like'), collects: await rows('collect') }).toEqual({
        likes: 5,
        collects: 8,
      });
    });

    it('deletes a post with its pictures, their files, likes and collects', async () => {
      const urls = await pictures(2);
      const note = expectSuccess(await as(s, owner, 'addNote', { text: 'Soon gone', pictures: urls }));
      expectSuccess(await as(s, fan, 'noteLike', { noteId: note.id, state: 1 }));
      expect(expectSuccess(await as(s, owner, 'deleteNote', { id: note.id }))).toEqual({ id: note.id });
      for (const url of urls) expect(await s.ctx.storage.head(keyOf(url), 4)).toBeUndefined();
      const left = await s.ctx.database.db
        .select({ n: count() })
        .from(noteReactions)
        .where(eq(noteReactions.noteId, note.id));
      expect(left[0]!.n).toBe(0);
      expectRefusal(await as(s, owner, 'deleteNote', { id: note.id }), ErrorCode.NotFound);
      expectRefusal(await as(s, fan, 'noteLike', { noteId: note.id, state: 1 }), ErrorCode.NotFound);
    });
  });
});

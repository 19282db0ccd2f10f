/**
 * Ownership matrix of the anchor's space (issue 15): every write call tried by the owner, another
 * anchor, a viewer, a guest and a platform admin on the owner's photos, posts and uploads. Only the
 * owner (and, to delete, a platform admin) succeeds; every refusal has its code and changes nothing:
 * no row, no upload claim, no file.
 */
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { EndpointName, RequestOf } from '../../../protocol/api';
import type { ErrorCode } from '../../../protocol/errors';
import { expectRefusal, expectSuccess } from '../../../test/helpers/expectations';
import {
  BACKENDS,
  backendAvailable,
  startTestServer,
  type TestServer,
} from '../../../test/helpers/testServer';
import { auditLog } from '../../db/schema';
import { anchor, as, type Member, platformAdmin, viewer } from '../room/testKit';
import { picture, spaceDigest, upload } from './testKit';

type Who = 'owner' | 'otherAnchor' | 'viewer' | 'guest' | 'admin';
const WHO: Who[] = ['owner', 'otherAnchor', 'viewer', 'guest', 'admin'];

/** The owner's things a call is tried on, made fresh for each try. */
interface Fixture {
  upload: string;
  photoId: number;
  photoUrl: string;
  noteId: number;
  noteUrl: string;
  photoIds: number[];
}

interface Row {
  call: EndpointName;
  body: (f: Fixture) => RequestOf<EndpointName>;
  /** What each caller gets: 0 success, else the refusal code. */
  expect: Record<Who, number>;
  /** The file the call would remove, when it is a delete. */
  file?: (f: Fixture) => string;
}

const OK = 0;
const MATRIX: Row[] = [
  {
    call: 'addImage',
    body: (f) => ({ url: f.upload, description: 'mine?' }),
    expect: { owner: OK, otherAnchor: 8001, viewer: 3004, guest: 1005, admin: 3004 },
  },
  {
    call: 'deleteImage',
    body: (f) => ({ id: f.photoId }),
    expect: { owner: OK, otherAnchor: 1006, viewer: 1006, guest: 1005, admin: OK },
    file: (f) => f.photoUrl,
  },
  {
    call: 'sortImage',
    body: (f) => ({ ids: [...f.photoIds].reverse() }),
    expect: { owner: OK, otherAnchor: 1000, viewer: 3004, guest: 1005, admin: 3004 },
  },
  {
    call: 'addNote',
    body: (f) => ({ text: 'mine?', pictures: [f.upload] }),
    expect: { owner: OK, otherAnchor: 8001, viewer: 3004, guest: 1005, admin: 3004 },
  },
  {
    call: 'deleteNote',
    body: (f) => ({ id: f.noteId }),
    expect: { owner: OK, otherAnchor: 1006, viewer: 1006, guest: 1005, admin: OK },
    file: (f) => f.noteUrl,
  },
  {
    call: 'noteLike',
    body: (f) => ({ noteId: f.noteId, state: 1 }),
    expect: { owner: OK, otherAnchor: OK, viewer: OK, guest: 1005, admin: OK },
  },
  {
    call: 'noteCollect',
    body: (f) => ({ noteId: f.noteId, state: 1 }),
    expect: { owner: OK, otherAnchor: OK, viewer: OK, guest: 1005, admin: OK },
  },
];

describe.each(BACKENDS)('space ownership matrix [%s]', (backend) => {
  describe.skipIf(!backendAvailable(backend))(`on ${backend}`, () => {
    let s: TestServer;
    let people: Record<Exclude<Who, 'guest'>, Member>;

    beforeAll(async () => {
      s = await startTestServer({ backend });
      people = {
        owner: await anchor(s),
        otherAnchor: await anchor(s),
        viewer: await viewer(s),
        admin: await platformAdmin(s),
      };
    });
    afterAll(async () => {
      await s?.close();
    });

    async function fixture(): Promise<Fixture> {
      const owner = people.owner;
      const shot = async () => upload(s, owner, await picture(24, 18));
      const photoUrl = await shot();
      const photo = expectSuccess(await as(s, owner, 'addImage', { url: photoUrl, description: 'p' }));
      const noteUrl = await shot();
      const note = expectSuccess(await as(s, owner, 'addNote', { text: 'n', pictures: [noteUrl] }));
      const wall = expectSuccess(await as(s, owner, 'imageList', { page: 1, pageSize: 100 }));
      return {
        upload: await shot(),
        photoId: photo.id,
        photoUrl,
        noteId: note.id,
        noteUrl,
        photoIds: wall.list.map((p) => p.id),
      };
    }

    const cases = MATRIX.flatMap((row) => WHO.map((who) => [row.call, who, row] as const));

    it.each(cases)('%s by %s', async (_call, who, row) => {
      const f = await fixture();
      const caller = who === 'guest' ? undefined : people[who];
      const before = await spaceDigest(s);
      const reply = await as(s, caller, row.call, row.body(f) as never);
      const wanted = row.expect[who];
      const key = row.file?.(f).replace(/^\/uploads\//, '');
      if (wanted === OK) {
        expectSuccess(reply);
        expect(await spaceDigest(s)).not.toBe(before);
        if (key) expect(await s.ctx.storage.head(key, 4)).toBeUndefined();
        if (key && who === 'admin') {
          const [audit] = await s.ctx.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
          expect(audit).toMatchObject({ action: `space.${row.call}`, target: `anchor:${people.owner.id}` });
        }
        return;
      }
      expectRefusal(reply, wanted as ErrorCode);
      expect(await spaceDigest(s)).toBe(before);
      if (key) expect(await s.ctx.storage.head(key, 4)).toBeDefined();
    });
  });
});

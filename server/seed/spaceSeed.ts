import fs from 'node:fs';

import { inArray } from 'drizzle-orm';

import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { notePictures, noteReactions, notes, photos, users } from '../db/schema';
import { newKey } from '../modules/upload';
import type { Seed } from './runSeeds';

/** The demo pictures: small JPEGs (480 × 360, under 11 KB each, so each is its own thumbnail). */
const ASSETS = new URL('../assets/space/', import.meta.url);
const SIZE = { width: 480, height: 360 };
type Asset = 'pitch' | 'sunset' | 'night' | 'court';

const PHOTOS: Record<string, { asset: Asset; description: string }[]> = {
  anchor01: [
    { asset: 'pitch', description: 'Match day' },
    { asset: 'sunset', description: 'After training' },
    { asset: 'night', description: 'Stadium lights' },
  ],
  anchor02: [
    { asset: 'court', description: 'Courtside' },
    { asset: 'night', description: 'Late show' },
  ],
};

const HOUR = 3600_000;
const NOTES: Record<string, { text: string; pictures: Asset[]; hoursAgo: number; likedBy?: string[] }[]> = {
  anchor01: [
    {
      text: 'Big match tonight at 20:00! Who do you think wins? Tactics talk in the room from 19:30.',
      pictures: ['pitch', 'sunset'],
      hoursAgo: 2,
      likedBy: ['viewer01'],
    },
    {
      text: 'Thank you all for following the channel. More replays and analysis every week!',
      pictures: [],
      hoursAgo: 80,
    },
  ],
  anchor02: [{ text: 'New studio set, first show tonight 🎙️', pictures: ['court'], hoursAgo: 26 }],
};

/** Stores one copy of an asset under a fresh `photo` key (each row owns its own file) and returns its URL. */
async function store(ctx: AppContext, asset: Asset): Promise<string> {
  const bytes = fs.readFileSync(new URL(`${asset}.jpg`, ASSETS));
  const key = newKey('photo', 'image/jpeg', ctx.now());
  await ctx.storage.write(key, bytes, 'image/jpeg');
  return ctx.storage.bases[0] + key;
}

async function seedSpace(tx: Tx, ctx: AppContext): Promise<void> {
  const now = ctx.now();
  const names = [...Object.keys(PHOTOS), ...Object.keys(NOTES), 'viewer01'];
  const people = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, names));
  const id = new Map(people.map((p) => [p.username, p.id]));
  for (const [username, list] of Object.entries(PHOTOS)) {
    const anchorId = id.get(username);
    if (anchorId === undefined) continue;
    for (const [sort, photo] of list.entries()) {
      const url = await store(ctx, photo.asset);
      await tx.insert(photos).values({
        anchorId,
        url,
        thumb: url,
        ...SIZE,
        description: photo.description,
        sort,
        createdAt: new Date(now - (list.length - sort) * HOUR),
      });
    }
  }
  for (const [username, list] of Object.entries(NOTES)) {
    const anchorId = id.get(username);
    if (anchorId === undefined) continue;
    for (const note of list) {
      const likers = (note.likedBy ?? []).flatMap((u) => (id.has(u) ? [id.get(u)!] : []));
      const at = new Date(now - note.hoursAgo * HOUR);
      const [row] = await tx
        .insert(notes)
        .values({ anchorId, text: note.text, likes: likers.length, createdAt: at })
        .returning({ id: notes.id });
      for (const [position, asset] of note.pictures.entries()) {
        const url = await store(ctx, asset);
        await tx.insert(notePictures).values({ noteId: row!.id, position, url, thumb: url, ...SIZE });
      }
      for (const userId of likers)
        await tx.insert(noteReactions).values({ noteId: row!.id, userId, kind: 'like', createdAt: at });
    }
  }
}

/** Photos and posts of the demo anchors (anchor01, anchor02), their pictures written to the storage. */
export const spaceSeeds: Seed[] = [
  { name: '0013-demo-space', demo: true, run: (tx, ctx) => seedSpace(tx, ctx) },
];

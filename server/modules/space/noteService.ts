import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';

import { ErrorCode } from '../../../protocol/errors';
import { pageOffset } from '../../../protocol/pagination';
import { type Note, ReactionState } from '../../../protocol/space';
import type { AppContext } from '../../context';
import { noteReactions, notePictures, notes } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import type { UserRow } from '../../http/auth';
import { auditOther, requireAnchor, requireManager } from './access';
import { checkPictures, claimPictures, removeFiles } from './pictures';

type NoteRow = typeof notes.$inferSelect;
type PictureRow = typeof notePictures.$inferSelect;

const HOUR = 3600_000;
/** Posts an anchor may write an hour (each may carry 9 pictures to check and shrink). */
export const NOTES_PER_HOUR = 60;

function present(row: NoteRow, pictures: PictureRow[], mine: Set<string>): Note {
  return {
    id: row.id,
    anchorId: String(row.anchorId),
    text: row.text,
    pictures: pictures.map((p) => ({ url: p.url, thumb: p.thumb, width: p.width, height: p.height })),
    createdAt: row.createdAt.getTime(),
    likes: row.likes,
    collects: row.collects,
    likeState: mine.has(`${row.id}:like`) ? ReactionState.Active : ReactionState.Inactive,
    collectState: mine.has(`${row.id}:collect`) ? ReactionState.Active : ReactionState.Inactive,
  };
}

async function picturesOf(ctx: AppContext, ids: number[]): Promise<Map<number, PictureRow[]>> {
  const byNote = new Map<number, PictureRow[]>();
  if (ids.length === 0) return byNote;
  const rows = await ctx.database.db
    .select()
    .from(notePictures)
    .where(inArray(notePictures.noteId, ids))
    .orderBy(asc(notePictures.noteId), asc(notePictures.position));
  for (const row of rows) byNote.set(row.noteId, [...(byNote.get(row.noteId) ?? []), row]);
  return byNote;
}

/** The caller's own like and collect rows among `ids`, as `<note>:<kind>`. */
async function reactionsOf(
  ctx: AppContext,
  viewer: UserRow | undefined,
  ids: number[],
): Promise<Set<string>> {
  if (!viewer || ids.length === 0) return new Set();
  const rows = await ctx.database.db
    .select({ noteId: noteReactions.noteId, kind: noteReactions.kind })
    .from(noteReactions)
    .where(and(eq(noteReactions.userId, viewer.id), inArray(noteReactions.noteId, ids)));
  return new Set(rows.map((r) => `${r.noteId}:${r.kind}`));
}

/** noteList: an anchor's posts, newest first, paged; with the viewer's own like / collect state. */
export async function listNotes(
  ctx: AppContext,
  anchorId: number,
  viewer: UserRow | undefined,
  page: number,
  pageSize: number,
) {
  const db = ctx.database.db;
  const mine = eq(notes.anchorId, anchorId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notes)
      .where(mine)
      .orderBy(desc(notes.createdAt), desc(notes.id))
      .limit(pageSize)
      .offset(pageOffset(page, pageSize)),
    db.select({ n: count() }).from(notes).where(mine),
  ]);
  const ids = rows.map((r) => r.id);
  const [pictures, reactions] = await Promise.all([picturesOf(ctx, ids), reactionsOf(ctx, viewer, ids)]);
  const list = rows.map((r) => present(r, pictures.get(r.id) ?? [], reactions));
  return { list, total: Number(total?.n ?? 0), page, pageSize };
}

/**
 * addNote: text, or at least one picture, at most 9 (the schema refuses a 10th: 1000 `pictures`).
 * Every picture is checked before anything is written, then the post, its pictures and the claim
 * of their uploads are one transaction; thumbnails follow in the background.
 */
export async function addNote(
  ctx: AppContext,
  me: UserRow,
  body: { text: string; pictures: string[] },
): Promise<Note> {
  requireAnchor(me);
  const checked = await checkPictures(ctx, me, body.pictures);
  if ((await ctx.counters.hit(`space:notes:${me.id}`, HOUR)) > NOTES_PER_HOUR)
    throw new ApiError(ErrorCode.TooManyRequests);
  const { note, pictures } = await ctx.database.db.transaction(async (tx) => {
    await claimPictures(tx, me, checked);
    const [row] = await tx
      .insert(notes)
      .values({ anchorId: me.id, text: body.text, createdAt: new Date(ctx.now()) })
      .returning();
    const rows =
      checked.length === 0
        ? []
        : await tx
            .insert(notePictures)
            .values(
              checked.map((p, position) => ({
                noteId: row!.id,
                position,
                url: p.url,
                thumb: p.thumb,
                width: p.width,
                height: p.height,
              })),
            )
            .returning();
    return { note: row!, pictures: rows };
  });
  const jobs = pictures.filter((p) => p.thumb === null).map((p) => ({ note: note.id, position: p.position }));
  if (jobs.length > 0) ctx.runtimes.space.thumbnails.enqueue(jobs);
  return present(note, pictures, new Set());
}

/** deleteNote: the post (its pictures, likes and collects go with it), then its files; its anchor or an admin (audited). */
export async function deleteNote(ctx: AppContext, me: UserRow, id: number): Promise<{ id: number }> {
  const db = ctx.database.db;
  const [row] = await db.select().from(notes).where(eq(notes.id, id)).limit(1);
  if (!row) throw new ApiError(ErrorCode.NotFound);
  requireManager(me, row.anchorId);
  const files = await db.transaction(async (tx) => {
    const pictures = await tx.delete(notePictures).where(eq(notePictures.noteId, id)).returning();
    const [removed] = await tx.delete(notes).where(eq(notes.id, id)).returning({ id: notes.id });
    if (!removed) throw new ApiError(ErrorCode.NotFound);
    await auditOther(tx, me, row.anchorId, 'space.deleteNote', row.text.slice(0, 200));
    return pictures.flatMap((p) => [p.url, p.thumb]);
  });
  await removeFiles(ctx, files);
  return { id };
}

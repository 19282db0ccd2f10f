import { and, eq, sql } from 'drizzle-orm';

import { ErrorCode } from '../../../protocol/errors';
import { type ReactionResult, ReactionState, type ReactionStateValue } from '../../../protocol/space';
import type { AppContext } from '../../context';
import { noteReactions, notes } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import type { UserRow } from '../../http/auth';

export type ReactionKind = 'like' | 'collect';

/**
 * The §3 like/collect toggle on a post: the body says the state wanted (1 active, 2 inactive). The
 * toggle row and the post's counter change in one transaction (the post row locked first), the
 * counter by exactly one and only when the row appeared or went, so it always equals the rows.
 * Asking for the state the post is already in changes nothing: `changed` false (idempotent).
 */
export async function react(
  ctx: AppContext,
  me: UserRow,
  noteId: number,
  kind: ReactionKind,
  state: ReactionStateValue,
): Promise<ReactionResult> {
  const counter = kind === 'like' ? notes.likes : notes.collects;
  return ctx.database.db.transaction(async (tx) => {
    const [note] = await tx
      .select({ id: notes.id, n: counter })
      .from(notes)
      .where(eq(notes.id, noteId))
      .for('update');
    if (!note) throw new ApiError(ErrorCode.NotFound);
    const changed =
      state === ReactionState.Active
        ? await tx
            .insert(noteReactions)
            .values({ noteId, userId: me.id, kind, createdAt: new Date(ctx.now()) })
            .onConflictDoNothing()
            .returning({ noteId: noteReactions.noteId })
        : await tx
            .delete(noteReactions)
            .where(
              and(
                eq(noteReactions.noteId, noteId),
                eq(noteReactions.userId, me.id),
                eq(noteReactions.kind, kind),
              ),
            )
            .returning({ noteId: noteReactions.noteId });
    if (changed.length === 0) return { noteId, state, count: note.n, changed: false };
    const step = state === ReactionState.Active ? 1 : -1;
    const [row] = await tx
      .update(notes)
      .set(
        kind === 'like'
          ? { likes: sql`${notes.likes} + ${step}` }
          : { collects: sql`${notes.collects} + ${step}` },
      )
      .where(eq(notes.id, noteId))
      .returning({ n: counter });
    return { noteId, state, count: row!.n, changed: true };
  });
}

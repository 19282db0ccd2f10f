import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';

import type { TaskKey, taskDoneResponse } from '../../../protocol/anchor';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { follows, userTasks } from '../../db/schema';
import type { UserRow } from '../../http/auth';

/** Whether the stage of a task key (§3) happened: registered (task_5), follows an anchor (task_9), has an avatar (task_10). */
async function happened(ctx: AppContext, user: UserRow, key: TaskKey): Promise<boolean> {
  if (key === 'task_5') return true;
  if (key === 'task_10') return user.avatar !== null && user.avatar !== '';
  const [row] = await ctx.database.db
    .select({ id: follows.anchorId })
    .from(follows)
    .where(eq(follows.userId, user.id))
    .limit(1);
  return row !== undefined;
}

/**
 * Records a stage the server saw happen (task_5 at registration, task_10 at the first avatar), once,
 * inside the caller's transaction; the page's own report of it later finds it done.
 */
export async function recordTask(q: Db | Tx, userId: number, key: TaskKey, at: number): Promise<void> {
  await q
    .insert(userTasks)
    .values({ userId, taskKey: key, doneAt: new Date(at) })
    .onConflictDoNothing();
}

/** /web_task/web_task_done_stage: records the stage once when it happened; `done` false writes nothing. */
export async function taskDone(
  ctx: AppContext,
  user: UserRow,
  key: TaskKey,
): Promise<z.input<typeof taskDoneResponse>> {
  const db = ctx.database.db;
  const [existing] = await db
    .select()
    .from(userTasks)
    .where(and(eq(userTasks.userId, user.id), eq(userTasks.taskKey, key)));
  if (existing) return { taskKey: key, done: true, doneAt: existing.doneAt.getTime() };
  if (!(await happened(ctx, user, key))) return { taskKey: key, done: false, doneAt: null };
  const doneAt = new Date(ctx.now());
  await db.insert(userTasks).values({ userId: user.id, taskKey: key, doneAt }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(userTasks)
    .where(and(eq(userTasks.userId, user.id), eq(userTasks.taskKey, key)));
  return { taskKey: key, done: true, doneAt: (row?.doneAt ?? doneAt).getTime() };
}

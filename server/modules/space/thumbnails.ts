import { webcrypto } from 'node:crypto';

import { and, eq, isNull, lt, sql } from 'drizzle-orm';

import { THUMB_MAX_SIDE } from '../../../protocol/space';
import { UPLOAD_MAX_BYTES } from '../../../protocol/upload';
import type { AppContext } from '../../context';
import { notePictures, notes, photos } from '../../db/schema';
import { newKey, uploadKeyOf } from '../upload';
import { ThumbWorker } from './thumbWorker';

const THUMB_QUALITY = 70;
/** A row still without a thumbnail this long after it was added is left over (a node stopped): any node makes it. */
export const THUMB_LEFTOVER_MS = 2 * 60_000;
const LEFTOVER_BATCH = 50;
/**
 * Thumbnails kept by the picture's content (SHA-256) for a picture added again: the wall's photo in
 * a post, a retried upload. A thumbnail is ~5-20 KB: at most ~1 MB.
 */
const RECENT_THUMBS = 64;

/** A photo, or one picture of a post. */
export type ThumbJob = { photo: number } | { note: number; position: number };

const keyOf = (job: ThumbJob) => ('photo' in job ? `p:${job.photo}` : `n:${job.note}:${job.position}`);

/**
 * Makes the thumbnails of pictures just added, one at a time, in the background (the add answers
 * at once, with `thumb` null). The work list is the rows whose `thumb` is null: a job only names a
 * row, and the result is written only if the row still wants it (`thumb is null`), so a picture
 * deleted meanwhile, or a thumbnail another node made first, just loses the file made here. A
 * picture that cannot be decoded or whose file is gone gets its own URL as the thumbnail.
 */
export class ThumbnailMaker {
  private readonly queue = new Map<string, ThumbJob>();
  private draining: Promise<void> | undefined;
  private readonly worker = new ThumbWorker();
  /** Recent thumbnails by their picture's SHA-256, oldest first (Map order). */
  private readonly recent = new Map<string, Buffer>();
  /** Thumbnails decoded from a picture, and those taken from `recent` (tests, the bench). */
  readonly counts = { made: 0, reused: 0 };

  constructor(private readonly ctx: AppContext) {}

  /** Queues jobs (a job already queued is not added twice) and starts the drain if it is idle. */
  enqueue(jobs: readonly ThumbJob[]): void {
    for (const job of jobs) this.queue.set(keyOf(job), job);
    this.draining ??= this.drain().finally(() => {
      this.draining = undefined;
    });
  }

  /** Resolves when every queued job is done (tests, and the close hook). */
  async idle(): Promise<void> {
    while (this.draining) await this.draining;
  }

  /** Queues the rows left without a thumbnail for a while (a node stopped before making them). */
  async enqueueLeftovers(): Promise<number> {
    const db = this.ctx.database.db;
    const before = new Date(this.ctx.now() - THUMB_LEFTOVER_MS);
    const [photoRows, pictureRows] = await Promise.all([
      db
        .select({ id: photos.id })
        .from(photos)
        .where(and(isNull(photos.thumb), lt(photos.createdAt, before)))
        .limit(LEFTOVER_BATCH),
      db
        .select({ note: notePictures.noteId, position: notePictures.position })
        .from(notePictures)
        .innerJoin(notes, eq(notes.id, notePictures.noteId))
        .where(and(isNull(notePictures.thumb), lt(notes.createdAt, before)))
        .limit(LEFTOVER_BATCH),
    ]);
    const jobs: ThumbJob[] = [...photoRows.map((r) => ({ photo: r.id })), ...pictureRows];
    if (jobs.length > 0) this.enqueue(jobs);
    return jobs.length;
  }

  async close(): Promise<void> {
    this.queue.clear();
    this.recent.clear();
    await this.idle();
    await this.worker.close();
  }

  private async drain(): Promise<void> {
    for (;;) {
      const next = this.queue.entries().next();
      if (next.done) return;
      const [key, job] = next.value;
      this.queue.delete(key);
      try {
        await this.make(job);
      } catch (error) {
        this.ctx.log.warn({ err: error, job }, 'thumbnail not made');
      }
    }
  }

  private async urlOf(job: ThumbJob): Promise<string | undefined> {
    const db = this.ctx.database.db;
    const [row] =
      'photo' in job
        ? await db
            .select({ url: photos.url })
            .from(photos)
            .where(and(eq(photos.id, job.photo), isNull(photos.thumb)))
        : await db
            .select({ url: notePictures.url })
            .from(notePictures)
            .where(
              and(
                eq(notePictures.noteId, job.note),
                eq(notePictures.position, job.position),
                isNull(notePictures.thumb),
              ),
            );
    return row?.url;
  }

  /** Sets the row's thumbnail if it has none yet; false when the row is gone or already has one. */
  private async settle(job: ThumbJob, thumb: string): Promise<boolean> {
    const db = this.ctx.database.db;
    const rows =
      'photo' in job
        ? await db
            .update(photos)
            .set({ thumb })
            .where(and(eq(photos.id, job.photo), isNull(photos.thumb)))
            .returning({ id: photos.id })
        : await db
            .update(notePictures)
            .set({ thumb })
            .where(
              and(
                eq(notePictures.noteId, job.note),
                eq(notePictures.position, job.position),
                isNull(notePictures.thumb),
              ),
            )
            .returning({ id: sql<number>`1` });
    return rows.length > 0;
  }

  private async make(job: ThumbJob): Promise<void> {
    const url = await this.urlOf(job);
    if (!url) return;
    const { storage } = this.ctx;
    const key = uploadKeyOf(this.ctx, url);
    const bytes = key ? await storage.read(key, UPLOAD_MAX_BYTES.photo) : undefined;
    const jpeg = bytes && (await this.thumbnailOf(bytes));
    if (!jpeg) {
      // Nothing to make a thumbnail of: the picture stands for itself.
      await this.settle(job, url);
      return;
    }
    const thumbKey = newKey('thumb', 'image/jpeg', this.ctx.now());
    await storage.write(thumbKey, jpeg, 'image/jpeg');
    if (!(await this.settle(job, storage.bases[0] + thumbKey))) await storage.remove(thumbKey);
  }

  /**
   * The JPEG thumbnail of `bytes` (undefined when they do not decode): made by the worker thread
   * (~0.3 s of CPU for a phone's 1280 x 960 picture on a 2-core machine), or the one made of the same
   * bytes recently. Each row still gets its own file (deleting one never touches another's).
   */
  private async thumbnailOf(bytes: Buffer): Promise<Buffer | undefined> {
    // Off the event loop (Node runs WebCrypto's digest on its thread pool): a photo may be 30 MB.
    const digest = Buffer.from(await webcrypto.subtle.digest('SHA-256', bytes)).toString('hex');
    const kept = this.recent.get(digest);
    if (kept) {
      this.counts.reused++;
      return kept;
    }
    const jpeg = await this.worker.thumbnail(bytes, THUMB_MAX_SIDE, THUMB_QUALITY).catch(() => undefined);
    if (!jpeg) return undefined;
    this.counts.made++;
    this.recent.set(digest, jpeg);
    if (this.recent.size > RECENT_THUMBS) this.recent.delete(this.recent.keys().next().value!);
    return jpeg;
  }
}

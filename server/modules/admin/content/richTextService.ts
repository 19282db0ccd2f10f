import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';

import type {
  richTextCurrentRequest,
  richTextSaveRequest,
  richTextVersionsRequest,
} from '../../../../protocol/adminContent';
import { ErrorCode } from '../../../../protocol/errors';
import type { Language } from '../../../../protocol/language';
import type { RichTextKey } from '../../../../protocol/system';
import type { AppContext } from '../../../context';
import { auditLog, richTextVersions } from '../../../db/schema';
import { ApiError } from '../../../http/apiError';
import { richTextDocument } from '../../system';

/**
 * The console's rich-text pages (/admin/pages): every save is a new row of rich_text_versions (the
 * public richText call answers the newest), a restore saves an old one again; each with its audit row
 * in the same transaction. The HTML is stored as the admin wrote it and sanitised where it is shown
 * (src/components/ui/RichText.tsx), the one component both the preview and the users' pages use.
 */

type VersionRow = typeof richTextVersions.$inferSelect;

const rowOf = (r: VersionRow) => ({
  id: r.id,
  key: r.key as RichTextKey,
  lang: r.lang as Language,
  title: r.title,
  actor: r.actor,
  createdAt: r.createdAt.toISOString(),
});

export async function listVersions(ctx: AppContext, req: z.output<typeof richTextVersionsRequest>) {
  const { db } = ctx.database;
  const q = req.query.replace(/[\\%_]/g, (c) => `\\${c}`);
  const where = and(
    eq(richTextVersions.key, req.key),
    eq(richTextVersions.lang, req.lang),
    q === ''
      ? undefined
      : or(ilike(richTextVersions.title, `%${q}%`), ilike(richTextVersions.actor, `%${q}%`)),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(richTextVersions)
      .where(where)
      .orderBy(req.order === 'asc' ? asc(richTextVersions.id) : desc(richTextVersions.id))
      .limit(req.pageSize)
      .offset((req.page - 1) * req.pageSize),
    db.select({ n: count() }).from(richTextVersions).where(where),
  ]);
  return { list: rows.map(rowOf), total: total?.n ?? 0, page: req.page, pageSize: req.pageSize };
}

export async function currentDocument(ctx: AppContext, req: z.output<typeof richTextCurrentRequest>) {
  const [newest] = await ctx.database.db
    .select()
    .from(richTextVersions)
    .where(and(eq(richTextVersions.key, req.key), eq(richTextVersions.lang, req.lang)))
    .orderBy(desc(richTextVersions.id))
    .limit(1);
  if (newest)
    return {
      ...req,
      source: 'version' as const,
      versionId: newest.id,
      title: newest.title,
      html: newest.html,
    };
  // No version in this language yet: what users get now (the seeded text, or the English fallback).
  const doc = await richTextDocument(ctx, req.key, req.lang);
  return {
    ...req,
    source: doc ? ('seed' as const) : ('none' as const),
    versionId: null,
    title: doc?.title ?? '',
    html: doc?.html ?? '',
  };
}

export async function oneVersion(ctx: AppContext, id: number) {
  const [row] = await ctx.database.db.select().from(richTextVersions).where(eq(richTextVersions.id, id));
  if (!row) throw new ApiError(ErrorCode.NotFound);
  return { ...rowOf(row), html: row.html };
}

export async function saveVersion(
  ctx: AppContext,
  doc: z.output<typeof richTextSaveRequest>,
  actor: string,
  action = 'richText.save',
) {
  const at = new Date(ctx.now());
  const row = await ctx.database.db.transaction(async (tx) => {
    // One save at a time per document; the edit must start from the newest version.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`richText:${doc.key}:${doc.lang}`}))`);
    const [newest] = await tx
      .select({ id: richTextVersions.id })
      .from(richTextVersions)
      .where(and(eq(richTextVersions.key, doc.key), eq(richTextVersions.lang, doc.lang)))
      .orderBy(desc(richTextVersions.id))
      .limit(1);
    if ((newest?.id ?? 0) !== doc.baseVersionId)
      throw new ApiError(ErrorCode.InvalidInput, { issues: [{ path: 'baseVersionId', rule: 'stale' }] });
    const [saved] = await tx
      .insert(richTextVersions)
      .values({ key: doc.key, lang: doc.lang, title: doc.title, html: doc.html, actor, createdAt: at })
      .returning();
    await tx.insert(auditLog).values({
      actor,
      action,
      target: `${doc.key}:${doc.lang}#${saved!.id}`,
      reason: doc.title.slice(0, 200),
      at,
    });
    return saved!;
  });
  return { ...rowOf(row), html: row.html };
}

export async function restoreVersion(ctx: AppContext, id: number, actor: string) {
  const old = await oneVersion(ctx, id);
  const [newest] = await ctx.database.db
    .select({ id: richTextVersions.id })
    .from(richTextVersions)
    .where(and(eq(richTextVersions.key, old.key), eq(richTextVersions.lang, old.lang)))
    .orderBy(desc(richTextVersions.id))
    .limit(1);
  return saveVersion(
    ctx,
    { key: old.key, lang: old.lang, title: old.title, html: old.html, baseVersionId: newest?.id ?? 0 },
    actor,
    'richText.restore',
  );
}

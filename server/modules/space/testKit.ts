import { sql } from 'drizzle-orm';
import { Jimp } from 'jimp';

import type { RequestOf } from '../../../protocol/api';
import type { TestServer } from '../../../test/helpers/testServer';
import { rowsOf } from '../../db/rows';
import type { Member } from '../room/testKit';

/** Test helpers of the space suites: pictures made with jimp, uploaded through the signed flow. */

/** A JPEG (or PNG) of `width` × `height` with some detail, so it does not compress to nothing. */
export async function picture(
  width: number,
  height: number,
  mime: 'image/jpeg' | 'image/png' = 'image/jpeg',
): Promise<Buffer> {
  const image = new Jimp({ width, height, color: 0x3366ccff });
  for (let x = 0; x < width; x += 3)
    for (let y = 0; y < height; y += 7) image.setPixelColor(0xff8800ff, x, y);
  return mime === 'image/png' ? image.getBuffer('image/png') : image.getBuffer('image/jpeg', { quality: 80 });
}

/**
 * Uploads `bytes` as `who` through the §7 flow (signed address, then the PUT) and returns the stored
 * URL (the signed one without its query). Throws when either step is refused.
 */
export async function upload(
  s: TestServer,
  who: Member,
  bytes: Buffer,
  options: {
    contentType?: RequestOf<'uploadAddress'>['contentType'];
    uploadType?: RequestOf<'uploadAddress'>['uploadType'];
  } = {},
): Promise<string> {
  const signed = await s.call(
    'uploadAddress',
    {
      fileName: 'p',
      size: bytes.length,
      contentType: options.contentType ?? 'image/jpeg',
      uploadType: options.uploadType ?? 'photo',
    },
    { token: who.token },
  );
  if (!signed.body.success) throw new Error(`upload address refused: ${JSON.stringify(signed.body)}`);
  const put = await s.app.inject({
    method: 'PUT',
    url: signed.body.data,
    payload: bytes,
    headers: { 'content-type': 'application/octet-stream' },
  });
  if (put.statusCode !== 200) throw new Error(`PUT refused: ${put.statusCode} ${put.body}`);
  return signed.body.data.replace(/\?.*$/, '');
}

/** A digest of everything the space writes (rows, uploads, system messages), to prove a refusal changed nothing. */
export async function spaceDigest(s: TestServer): Promise<string> {
  const result = await s.ctx.database.db.execute(sql`
    select json_build_object(
      'photos', (select md5(coalesce(json_agg(x order by x.id), '[]')::text) from photos x),
      'notes', (select md5(coalesce(json_agg(x order by x.id), '[]')::text) from notes x),
      'note_pictures', (select md5(coalesce(json_agg(x order by x.note_id, x.position), '[]')::text) from note_pictures x),
      'note_reactions', (select md5(coalesce(json_agg(x order by x.note_id, x.user_id, x.kind), '[]')::text) from note_reactions x),
      'uploads', (select md5(coalesce(json_agg(x order by x.key), '[]')::text) from uploads x),
      'users', (select md5(coalesce(json_agg(x order by x.id), '[]')::text) from users x),
      'user_tasks', (select md5(coalesce(json_agg(x order by x.user_id, x.task_key), '[]')::text) from user_tasks x),
      'system_messages', (select md5(coalesce(json_agg(x order by x.id), '[]')::text) from system_messages x)
    ) as digest`);
  return JSON.stringify(rowsOf<{ digest: unknown }>(result)[0]!.digest);
}

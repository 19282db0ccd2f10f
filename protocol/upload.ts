import { z } from 'zod';

/** Signed upload flow of §7: ask for an address with the file name, PUT the bytes, keep the URL without query. */
export const UPLOAD_TYPES = ['avatar', 'chat', 'photo', 'cover'] as const;
export const UPLOAD_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'video/mp4',
] as const;

export const uploadAddressRequest = z.strictObject({
  fileName: z.string().min(1).max(200),
  size: z.number().int().positive(),
  contentType: z.enum(UPLOAD_CONTENT_TYPES),
  uploadType: z.enum(UPLOAD_TYPES),
});
/** `data` is the signed upload URL (§7: "data a signed upload url"). */
export const uploadAddressResponse = z.string();
/** The custom author metadata header sent with the PUT (§7). */
export const UPLOAD_AUTHOR_HEADER = 'x-amz-meta-author';

import { z } from 'zod';

import { AVATAR_MAX_BYTES } from './rules';

/** Signed upload flow of §7: ask for an address with the file name, PUT the bytes, keep the URL without query. */
export const UPLOAD_TYPES = ['avatar', 'chat', 'photo', 'cover'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** Photo wall and post pictures: the formats the server makes thumbnails of (no WebP decoder there). */
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
/** Any other chat file (file messages, §3): stored as `.bin`, always served as a download. */
export const OCTET_STREAM = 'application/octet-stream';
export const UPLOAD_CONTENT_TYPES = [...IMAGE_TYPES, 'video/mp4', 'video/webm', OCTET_STREAM] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

/** The content types each upload type accepts: pictures everywhere, videos and arbitrary files in chat only. */
export const UPLOAD_TYPE_CONTENT_TYPES: Record<UploadType, readonly UploadContentType[]> = {
  avatar: IMAGE_TYPES,
  photo: PHOTO_CONTENT_TYPES,
  cover: IMAGE_TYPES,
  chat: UPLOAD_CONTENT_TYPES,
};

const MB = 1024 * 1024;
/** Size caps of §5: avatar 30M, chat image 50MB (chat videos and files get the same cap). */
export const UPLOAD_MAX_BYTES: Record<UploadType, number> = {
  avatar: AVATAR_MAX_BYTES,
  chat: 50 * MB,
  photo: 30 * MB,
  cover: 30 * MB,
};

/**
 * An avatar uploaded before there is an account (the registration form): it needs a fresh
 * `code_token` as `uploadToken` and is capped far below a member's uploads (the cropped avatar at
 * its largest, 2000 px JPEG, fits).
 */
export const REGISTRATION_AVATAR_MAX_BYTES = 8 * MB;

export const uploadAddressRequest = z.strictObject({
  fileName: z.string().min(1).max(200),
  size: z.number().int().positive(),
  contentType: z.enum(UPLOAD_CONTENT_TYPES),
  uploadType: z.enum(UPLOAD_TYPES),
  /** Without a login: a `code_token` of the registration form (avatars only). */
  uploadToken: z.string().min(1).max(512).optional(),
});
/** `data` is the signed upload URL (§7: "data a signed upload url"). */
export const uploadAddressResponse = z.string();
/** The custom author metadata header sent with the PUT (§7). */
export const UPLOAD_AUTHOR_HEADER = 'x-amz-meta-author';

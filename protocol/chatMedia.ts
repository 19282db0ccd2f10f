/**
 * Chat media rules of §5 shared by the page and the server: a chat image at most 50 MB (files and
 * videos get the same cap), a chat video at most 60 seconds. Pure functions only.
 */
export const CHAT_FILE_MAX_BYTES = 50 * 1024 * 1024;
export const CHAT_VIDEO_MAX_SECONDS = 60;

export type MediaKind = 'picture' | 'video' | 'file';

const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
const VIDEO_TYPES = ['video/mp4', 'video/webm'];

/** How a chosen file is sent: pictures and videos the player can show, anything else as a file. */
export function mediaKindOf(mimeType: string): MediaKind {
  if (PICTURE_TYPES.includes(mimeType)) return 'picture';
  if (VIDEO_TYPES.includes(mimeType)) return 'video';
  return 'file';
}

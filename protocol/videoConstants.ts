/**
 * Demo live video (server/modules/video): every channel is a looped clip played as live HLS at
 * `/live/<channel>/index.m3u8` (replay: `replay.m3u8`), with a thumbnail sprite for the player's
 * progress-bar previews: tile i (THUMB_WIDTH x THUMB_HEIGHT, one row) shows segment i of the loop,
 * and live segment number n shows tile n mod `segments`.
 */
export const CHANNEL_PATTERN = /^[a-z0-9-]{1,32}$/;
export const THUMB_WIDTH = 160;
export const THUMB_HEIGHT = 90;

/** The live playlist URL of a demo channel. */
export function liveUrl(channel: string): string {
  return `/live/${channel}/index.m3u8`;
}

/** The replay (finished) playlist URL of a demo channel. */
export function replayUrl(channel: string): string {
  return `/live/${channel}/replay.m3u8`;
}

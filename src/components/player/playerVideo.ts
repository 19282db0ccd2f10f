/**
 * The player's <video>, made by code rather than by React so that one element can be handed from
 * the stream started before the page rendered (earlyHls.ts) to the page's player (Player.tsx)
 * without a second start: React would make its own. Its markup stays what the player's was.
 */
export function createPlayerVideo(): HTMLVideoElement {
  const video = document.createElement('video');
  video.className = 'player-video';
  video.playsInline = true;
  // Before any source: thumbnails and screenshots read its pixels.
  video.crossOrigin = 'anonymous';
  video.dataset.testid = 'player-video';
  return video;
}

export interface TrackSource {
  src: string;
  label: string;
  srclang: string;
}

/**
 * The side-loaded subtitle tracks of `video`: one of the same URL is kept where it is (its mode,
 * the viewer's choice, with it), the others removed, the missing added after them.
 */
export function syncTracks(video: HTMLVideoElement, wanted: readonly TrackSource[]): void {
  const held = new Map<string, HTMLTrackElement>();
  for (const track of Array.from(video.querySelectorAll('track'))) {
    if (wanted.some((w) => w.src === track.getAttribute('src'))) held.set(track.getAttribute('src')!, track);
    else track.remove();
  }
  for (const want of wanted) {
    if (held.has(want.src)) continue;
    const track = document.createElement('track');
    track.kind = 'subtitles';
    track.src = want.src;
    track.label = want.label;
    track.srclang = want.srclang;
    video.append(track);
  }
}

/**
 * What the player's controls do to the <video>, outside React (the element is the browser's, and
 * these are plain calls on it).
 */
export function togglePlay(video: HTMLVideoElement): void {
  // A refused play() leaves the video paused, which the play button already shows.
  if (video.paused) void video.play().catch(() => undefined);
  else video.pause();
}

export function replay(video: HTMLVideoElement): void {
  video.currentTime = 0;
  // Refused: the video stays paused at the start, as the controls show.
  void video.play().catch(() => undefined);
}

export function seek(video: HTMLVideoElement, time: number): void {
  video.currentTime = time;
}

export function toggleMute(video: HTMLVideoElement): void {
  video.muted = !video.muted && video.volume > 0;
  if (!video.muted && video.volume === 0) video.volume = 0.5;
}

export function setVolume(video: HTMLVideoElement, value: number): void {
  video.volume = value;
  video.muted = value === 0;
}

export function setRate(video: HTMLVideoElement, rate: number): void {
  video.playbackRate = rate;
}

/** Shows text track `index` (-1: none). */
export function showTrack(video: HTMLVideoElement, index: number): void {
  [...video.textTracks].forEach((track, i) => {
    track.mode = i === index ? 'showing' : 'disabled';
  });
}

export function togglePip(video: HTMLVideoElement): Promise<unknown> {
  return document.pictureInPictureElement === video
    ? document.exitPictureInPicture()
    : video.requestPictureInPicture();
}

/**
 * Plays as soon as there is data (called once the source is set: attachHls). Sound first; muted
 * when the browser refuses sound without a gesture (NotAllowedError), and the viewer unmutes with
 * one press. A play() undone by a new source (AbortError) changes nothing.
 */
export function autoplay(video: HTMLVideoElement): void {
  performance.mark('player:play');
  video.play().catch((error: unknown) => {
    if (!(error instanceof DOMException && error.name === 'NotAllowedError')) return;
    performance.mark('player:muted');
    video.muted = true;
    // Refused even muted: the player shows its play button and waits for a click.
    void video.play().catch(() => undefined);
  });
}

export function toggleFullscreen(element: HTMLElement | null): void {
  if (document.fullscreenElement) void document.exitFullscreen();
  // Refused (no gesture, an iframe): the page simply stays as it is.
  else void element?.requestFullscreen().catch(() => undefined);
}

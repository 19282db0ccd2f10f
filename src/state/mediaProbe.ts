/**
 * What the page needs to know about a chosen picture or video before it is sent: its size, a
 * video's duration (§5: at most 60 s) and its first frame as a JPEG snapshot. Decoding is the
 * browser's (createImageBitmap and a detached <video>), not ours.
 */
export interface VideoInfo {
  duration: number;
  width: number;
  height: number;
  snapshot: Blob | null;
}

export async function imageSize(blob: Blob): Promise<{ width: number; height: number }> {
  try {
    const bitmap = await createImageBitmap(blob);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    // Not decodable here: the picture is still sent, its size left to the receiver's browser.
    return { width: 0, height: 0 };
  }
}

function once(target: EventTarget, ok: string, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    const done = (value: boolean) => () => {
      clearTimeout(timer);
      resolve(value);
    };
    target.addEventListener(ok, done(true), { once: true });
    target.addEventListener('error', done(false), { once: true });
  });
}

function snapshotOf(video: HTMLVideoElement): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  const scale = Math.min(1, 640 / Math.max(1, video.videoWidth));
  canvas.width = Math.round(video.videoWidth * scale);
  canvas.height = Math.round(video.videoHeight * scale);
  const context = canvas.getContext('2d');
  if (!context || canvas.width === 0) return Promise.resolve(null);
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.8));
}

/** Duration, size and a snapshot of a video file; duration Infinity when it cannot be read. */
export async function readVideo(file: File): Promise<VideoInfo> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.muted = true;
  video.preload = 'auto';
  video.src = url;
  try {
    if (!(await once(video, 'loadedmetadata', 10_000)))
      return { duration: Infinity, width: 0, height: 0, snapshot: null };
    const info = { duration: video.duration, width: video.videoWidth, height: video.videoHeight };
    video.currentTime = Math.min(1, info.duration / 2);
    const seeked = await once(video, 'seeked', 5_000);
    return { ...info, snapshot: seeked ? await snapshotOf(video) : null };
  } finally {
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  }
}

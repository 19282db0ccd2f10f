import { useEffect, useState } from 'react';

/** What the controls show, read from the <video> on its events. */
export interface VideoState {
  paused: boolean;
  ended: boolean;
  waiting: boolean;
  current: number;
  /** The seekable range: [0, duration] for a replay, the live window for a live stream. */
  start: number;
  end: number;
  volume: number;
  muted: boolean;
  rate: number;
  pip: boolean;
}

const EVENTS = [
  'play',
  'pause',
  'ended',
  'waiting',
  'playing',
  'timeupdate',
  'durationchange',
  'progress',
  'volumechange',
  'ratechange',
  'loadedmetadata',
  'enterpictureinpicture',
  'leavepictureinpicture',
];

function read(video: HTMLVideoElement, waiting: boolean): VideoState {
  const seekable = video.seekable;
  const hasRange = seekable.length > 0;
  const finite = Number.isFinite(video.duration);
  return {
    paused: video.paused,
    ended: video.ended,
    waiting,
    current: video.currentTime,
    start: hasRange ? seekable.start(0) : 0,
    end: hasRange ? seekable.end(seekable.length - 1) : finite ? video.duration : 0,
    volume: video.volume,
    muted: video.muted,
    rate: video.playbackRate,
    pip: document.pictureInPictureElement === video,
  };
}

export function useVideoState(video: HTMLVideoElement | null): VideoState | null {
  const [state, setState] = useState<VideoState | null>(null);
  useEffect(() => {
    if (!video) return;
    let waiting = false;
    const update = (event?: Event) => {
      if (event?.type === 'waiting') waiting = true;
      if (event?.type === 'playing' || event?.type === 'pause') waiting = false;
      setState(read(video, waiting));
    };
    update();
    EVENTS.forEach((name) => video.addEventListener(name, update));
    return () => EVENTS.forEach((name) => video.removeEventListener(name, update));
  }, [video]);
  return state;
}

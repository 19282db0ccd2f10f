import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

import { syncTracks, type TrackSource } from './playerVideo';

interface VideoProps {
  poster: string | undefined;
  /** The rotation's CSS transform ('' for none). */
  transform: string;
  onClick: () => void;
  tracks: readonly TrackSource[];
}

/**
 * Shows the player's <video> (made by code: playerVideo.ts) as the first child of its box, and
 * keeps on it what JSX props would: poster, rotation, click, subtitle tracks. The element leaves
 * the page with the player.
 */
export function useVideoElement(
  video: HTMLVideoElement,
  box: RefObject<HTMLDivElement | null>,
  props: VideoProps,
): void {
  const { poster, transform, tracks } = props;
  const click = useRef(props.onClick);
  useLayoutEffect(() => {
    click.current = props.onClick;
  });

  // Before the player's other effects: the source is attached to an element on the page.
  useLayoutEffect(() => {
    const parent = box.current;
    if (!parent) return;
    parent.prepend(video);
    const onClick = () => click.current();
    video.addEventListener('click', onClick);
    return () => {
      video.removeEventListener('click', onClick);
      video.remove();
    };
  }, [video, box]);

  useEffect(() => {
    if (poster) video.setAttribute('poster', poster);
    else video.removeAttribute('poster');
  }, [video, poster]);

  useEffect(() => {
    video.style.setProperty('transform', transform);
  }, [video, transform]);

  // By value: the pages pass a new list on each render (and Player maps it), so a memo of the list
  // would change as often; its text changes only when a track does.
  const trackKey = JSON.stringify(tracks);
  useEffect(() => {
    syncTracks(video, JSON.parse(trackKey) as TrackSource[]);
  }, [video, trackKey]);
}

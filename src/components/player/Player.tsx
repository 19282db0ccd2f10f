import { Trans, useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { showToast } from '../../state/toasts';
import { type PlayerActions, PlayerBar } from './PlayerBar';
import { PlayerIcon } from './PlayerIcon';
import { peekEarlyVideo } from './earlyHls';
import { preloadHls } from './hlsModule';
import { actionOf, type PlayerAction, stepRate } from './playerKeys';
import type { Marker, Thumbs } from './ProgressBar';
import { createPlayerVideo } from './playerVideo';
import { ResumeHint } from './ResumeHint';
import { takeScreenshot } from './screenshot';
import { useHlsSource } from './useHlsSource';
import { useProgrammeClock } from './useProgrammeClock';
import { useTextTracks } from './useTextTracks';
import { useVideoElement } from './useVideoElement';
import { useVideoState } from './useVideoState';
import {
  replay,
  seek,
  setRate,
  setVolume,
  toggleFullscreen,
  toggleMute,
  togglePip,
  togglePlay,
} from './videoControl';

export interface PlayerProps {
  /** An HLS playlist (or any URL the browser plays). */
  src: string;
  title: string;
  poster?: string | undefined;
  live?: boolean;
  thumbs?: Thumbs | undefined;
  markers?: readonly Marker[];
  /** Dots at wall-clock moments (epoch ms), placed with the stream's dates or `origin`. */
  datedMarkers?: readonly { at: number; label: string; kind?: string }[];
  /** The moment (epoch ms) at media time 0 of a stream without dates (a replay: its kickoff). */
  origin?: number | undefined;
  /**
   * Side-loaded WebVTT text tracks (HLS subtitle tracks show up by themselves). A `dated` track's
   * cues count from the origin: its URL gets `origin=<epoch ms>` once the origin is known.
   */
  tracks?: readonly { src: string; label: string; srclang: string; dated?: boolean }[];
  next?: { label: string; go: () => void } | undefined;
  liveRoom?: { href: string; label: string } | undefined;
  /** Remembers the position under this key and offers to resume there (replays only). */
  resumeKey?: string | undefined;
  resumeHintMs?: number;
  /** This is the page's main video: it drives the page's programme clock (src/state/programmeClock.ts). */
  programmeClock?: boolean;
}

// Whoever loads the player is about to show one: hls.js starts loading with the page's own code.
preloadHls();

const RESUME_PREFIX = 'tribune-resume:';
const SEEK_STEP = 10;

/** The video player of §2: hls.js, every control, keyboard shortcuts, clear loading/offline/error states. */
export function Player(props: PlayerProps) {
  const { src, title, poster, live = false, markers = [], tracks = [], resumeKey } = props;
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  // Made once per player, by code (playerVideo.ts): the stream the entry started before the page
  // rendered plays in the element this player then shows (earlyHls.ts).
  const [video] = useState(() => peekEarlyVideo(src) ?? createPlayerVideo());
  const hlsSource = useHlsSource(video, src);
  const { state, reload, segmentAt } = hlsSource;
  const s = useVideoState(video);
  const [rotation, setRotation] = useState(0);
  const [resumeAt, setResumeAt] = useState<number | null>(null);
  const { tracks: textTracks, active: activeTrack, choose: chooseTrack } = useTextTracks(video);
  // Whole seconds: a track URL made with it stays the same while hls.js refines its estimate.
  const origin =
    props.origin ?? (hlsSource.origin === null ? null : Math.round(hlsSource.origin / 1000) * 1000);
  const allMarkers = useMemo(
    () => [
      ...markers,
      ...(origin === null
        ? []
        : (props.datedMarkers ?? []).map((m) => ({
            time: (m.at - origin) / 1000,
            label: m.label,
            kind: m.kind,
          }))),
    ],
    [markers, props.datedMarkers, origin],
  );

  useEffect(() => {
    if (!video || live || !resumeKey) return;
    const saved = Number(localStorage.getItem(RESUME_PREFIX + resumeKey) ?? 0);
    const offer = () => {
      if (saved > 5 && saved < video.duration - 5) setResumeAt(saved);
    };
    let last = 0;
    const remember = () => {
      if (Math.abs(video.currentTime - last) < 5) return;
      last = video.currentTime;
      localStorage.setItem(RESUME_PREFIX + resumeKey, String(Math.floor(last)));
    };
    video.addEventListener('loadedmetadata', offer, { once: true });
    video.addEventListener('timeupdate', remember);
    return () => {
      video.removeEventListener('loadedmetadata', offer);
      video.removeEventListener('timeupdate', remember);
    };
  }, [video, live, resumeKey]);

  useProgrammeClock(props.programmeClock ? video : null, state, props.origin ?? hlsSource.originNow);

  const closeResume = useCallback(() => setResumeAt(null), []);

  const on = (job: (v: HTMLVideoElement) => void) => () => {
    if (video) job(video);
  };
  const act: PlayerActions = {
    toggle: on(togglePlay),
    replay: on(replay),
    seek: (time) => video && seek(video, time),
    goLive: () => video && s && seek(video, s.end - 1),
    mute: on(toggleMute),
    volume: (value) => video && setVolume(video, value),
    rate: (value) => video && setRate(video, value),
    track: chooseTrack,
    pip: on((v) => {
      togglePip(v).catch(() => showToast(t`Picture-in-picture is not available`, 'error'));
    }),
    rotate: () => setRotation((r) => (r + 90) % 360),
    reload: () => {
      setResumeAt(null);
      reload();
    },
    screenshot: on((v) => {
      takeScreenshot(v, title).catch(() => showToast(t`The screenshot could not be taken`, 'error'));
    }),
    fullscreen: () => toggleFullscreen(box.current),
    next: () => props.next?.go(),
  };

  function run(action: PlayerAction) {
    if (!video || !s) return;
    const actions: Record<PlayerAction, () => void> = {
      toggle: act.toggle,
      back: () => act.seek(Math.max(s.start, s.current - SEEK_STEP)),
      forward: () => act.seek(Math.min(s.end, s.current + SEEK_STEP)),
      volumeUp: () => act.volume(Math.min(1, (s.muted ? 0 : s.volume) + 0.1)),
      volumeDown: () => act.volume(Math.max(0, s.volume - 0.1)),
      mute: act.mute,
      fullscreen: act.fullscreen,
      pip: act.pip,
      captions: () => act.track(activeTrack >= 0 ? -1 : (textTracks[0]?.index ?? -1)),
      slower: () => act.rate(stepRate(s.rate, -1)),
      faster: () => act.rate(stepRate(s.rate, 1)),
      next: act.next,
    };
    actions[action]();
  }

  function onKeyDown(event: KeyboardEvent) {
    const target = event.target as HTMLElement;
    if (target.closest('input, select, textarea') && event.key !== ' ') return;
    const action = actionOf(event);
    if (!action) return;
    event.preventDefault();
    run(action);
  }

  const rotated = rotation === 90 || rotation === 270;
  useVideoElement(video, box, {
    poster,
    transform: rotation ? `rotate(${rotation}deg)${rotated ? ' scale(0.5625)' : ''}` : '',
    onClick: act.toggle,
    tracks: tracks.flatMap((track) => {
      if (track.dated && origin === null) return [];
      const url = track.dated
        ? `${track.src}${track.src.includes('?') ? '&' : '?'}origin=${origin}`
        : track.src;
      return [{ src: url, label: track.label, srclang: track.srclang }];
    }),
  });
  return (
    <div
      ref={box}
      className={`player${s?.paused ? ' is-paused' : ''}`}
      tabIndex={0}
      onKeyDown={onKeyDown}
      role="region"
      aria-label={t`Video player: ${title}`}
      data-testid="player"
      data-state={state}
    >
      {state === 'loading' || (state === 'ready' && s?.waiting) ? (
        <div className="player-overlay" role="status">
          <span className="player-spinner" aria-hidden="true" />
          <span className="visually-hidden">
            <Trans>Loading the stream…</Trans>
          </span>
        </div>
      ) : null}
      {state === 'offline' || state === 'error' ? (
        <div className="player-overlay player-problem" role="alert" data-testid="player-problem">
          <p>
            {state === 'offline' ? (
              <Trans>The stream is offline right now.</Trans>
            ) : (
              <Trans>The video could not be played.</Trans>
            )}
          </p>
          <button type="button" className="btn btn-primary" onClick={act.reload}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : null}
      {state === 'ready' && s?.paused && !s.ended ? (
        <button type="button" className="player-big-play" onClick={act.toggle} aria-label={t`Play`}>
          <PlayerIcon name="play" />
        </button>
      ) : null}
      {state === 'ready' && s?.muted && !s.paused ? (
        <button type="button" className="player-unmute" onClick={act.mute} data-testid="player-unmute">
          <PlayerIcon name="muted" /> <Trans>Tap to unmute</Trans>
        </button>
      ) : null}
      {resumeAt !== null ? (
        <ResumeHint
          at={resumeAt}
          hideAfterMs={props.resumeHintMs}
          onResume={() => {
            act.seek(resumeAt);
            closeResume();
          }}
          onClose={closeResume}
        />
      ) : null}
      {s && state === 'ready' ? (
        <PlayerBar
          s={s}
          live={live}
          markers={allMarkers}
          thumbs={props.thumbs}
          tracks={textTracks}
          tracksComing={tracks.length > 0}
          activeTrack={activeTrack}
          pipSupported={'pictureInPictureEnabled' in document && document.pictureInPictureEnabled}
          segmentAt={segmentAt}
          nextLabel={props.next?.label}
          liveRoom={props.liveRoom}
          act={act}
        />
      ) : null}
    </div>
  );
}

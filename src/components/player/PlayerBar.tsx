import { Trans, useLingui } from '@lingui/react/macro';

import { PlayerIcon } from './PlayerIcon';
import { clock, PLAYBACK_RATES } from './playerKeys';
import { type Marker, ProgressBar, type Thumbs } from './ProgressBar';
import type { VideoState } from './useVideoState';

export interface TrackChoice {
  index: number;
  label: string;
}

/** What the controls can do (properties, so they can be passed around unbound). */
export interface PlayerActions {
  toggle: () => void;
  replay: () => void;
  seek: (time: number) => void;
  goLive: () => void;
  mute: () => void;
  volume: (value: number) => void;
  rate: (value: number) => void;
  track: (index: number) => void;
  pip: () => void;
  rotate: () => void;
  reload: () => void;
  screenshot: () => void;
  fullscreen: () => void;
  next: () => void;
}

interface Props {
  s: VideoState;
  live: boolean;
  markers: readonly Marker[];
  thumbs: Thumbs | undefined;
  tracks: readonly TrackChoice[];
  /**
   * Text tracks are on their way (the player was given some): the subtitles control shows at once,
   * disabled until they come, so the bar does not grow under the video when they do (on a phone it
   * wraps to a second row: a layout shift of 0.05 under Lighthouse on the live page).
   */
  tracksComing: boolean;
  activeTrack: number;
  pipSupported: boolean;
  segmentAt: (time: number) => number | null;
  nextLabel: string | undefined;
  liveRoom: { href: string; label: string } | undefined;
  act: PlayerActions;
}

/** The control bar of §2: every control has a label, a tooltip and a keyboard path. */
export function PlayerBar({
  s,
  live,
  markers,
  thumbs,
  tracks,
  tracksComing,
  activeTrack,
  pipSupported,
  segmentAt,
  nextLabel,
  liveRoom,
  act,
}: Props) {
  const { t } = useLingui();
  const behind = Math.max(0, s.end - s.current);
  const atLive = behind < 6;
  const button = (
    label: string,
    icon: Parameters<typeof PlayerIcon>[0]['name'],
    onClick: () => void,
    id?: string,
  ) => (
    <button
      type="button"
      className="player-icon-btn"
      onClick={onClick}
      aria-label={label}
      title={label}
      data-testid={id}
    >
      <PlayerIcon name={icon} />
    </button>
  );
  return (
    <div className="player-bar" onClick={(e) => e.stopPropagation()}>
      <ProgressBar
        start={s.start}
        end={s.end}
        current={s.current}
        markers={markers}
        thumbs={thumbs}
        segmentAt={segmentAt}
        onSeek={act.seek}
      />
      <div className="player-row">
        {s.ended
          ? button(t`Replay`, 'replay', act.replay, 'player-replay')
          : button(s.paused ? t`Play` : t`Pause`, s.paused ? 'play' : 'pause', act.toggle, 'player-toggle')}
        {nextLabel ? button(t`Next: ${nextLabel}`, 'next', act.next, 'player-next') : null}
        {button(
          s.muted || s.volume === 0 ? t`Unmute` : t`Mute`,
          s.muted || s.volume === 0 ? 'muted' : 'volume',
          act.mute,
          'player-mute',
        )}
        <input
          type="range"
          className="player-volume"
          min={0}
          max={1}
          step={0.05}
          value={s.muted ? 0 : s.volume}
          onChange={(e) => act.volume(Number(e.target.value))}
          aria-label={t`Volume`}
        />
        {live ? (
          <button
            type="button"
            className={`player-live${atLive ? ' at-edge' : ''}`}
            onClick={act.goLive}
            title={t`Go to live`}
          >
            <Trans>LIVE</Trans>
            {atLive ? null : <span> -{clock(behind)}</span>}
          </button>
        ) : (
          <span className="player-time" data-testid="player-time">
            {clock(s.current)} / {clock(s.end)}
          </span>
        )}
        <span className="player-spacer" />
        <label className="player-select" title={t`Playback speed`}>
          <span className="visually-hidden">
            <Trans>Playback speed</Trans>
          </span>
          <select value={s.rate} onChange={(e) => act.rate(Number(e.target.value))} data-testid="player-rate">
            {PLAYBACK_RATES.map((r) => (
              <option key={r} value={r}>
                {r}×
              </option>
            ))}
          </select>
        </label>
        {tracks.length > 0 || tracksComing ? (
          <label className="player-select" title={t`Subtitles`}>
            <PlayerIcon name="captions" />
            <span className="visually-hidden">
              <Trans>Subtitles</Trans>
            </span>
            <select
              value={activeTrack}
              onChange={(e) => act.track(Number(e.target.value))}
              disabled={tracks.length === 0}
              data-testid="player-tracks"
            >
              <option value={-1}>{t`Off`}</option>
              {tracks.map((track) => (
                <option key={track.index} value={track.index}>
                  {track.label}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {button(t`Screenshot`, 'camera', act.screenshot, 'player-screenshot')}
        {button(t`Rotate`, 'rotate', act.rotate, 'player-rotate')}
        {button(t`Reload`, 'reload', act.reload, 'player-reload')}
        {pipSupported
          ? button(s.pip ? t`Exit picture-in-picture` : t`Picture-in-picture`, 'pip', act.pip)
          : null}
        {liveRoom ? (
          <a
            className="player-icon-btn"
            href={liveRoom.href}
            title={liveRoom.label}
            aria-label={liveRoom.label}
          >
            <PlayerIcon name="room" />
          </a>
        ) : null}
        {button(t`Full screen`, 'fullscreen', act.fullscreen, 'player-fullscreen')}
      </div>
    </div>
  );
}

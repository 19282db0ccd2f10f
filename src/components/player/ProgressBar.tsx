import { useLingui } from '@lingui/react/macro';
import { type PointerEvent, useState } from 'react';

import { THUMB_HEIGHT, THUMB_WIDTH } from '../../../protocol/videoConstants';
import { clock } from './playerKeys';

export interface Marker {
  time: number;
  label: string;
  /** What the dot stands for (a match event kind), for styling and tests. */
  kind?: string;
}

export interface Thumbs {
  /** A one-row sprite of THUMB_WIDTH x THUMB_HEIGHT tiles, tile i for segment i of the loop. */
  url: string;
  segments: number;
}

interface Props {
  start: number;
  end: number;
  current: number;
  markers: readonly Marker[];
  thumbs: Thumbs | undefined;
  segmentAt: (time: number) => number | null;
  onSeek: (time: number) => void;
}

/** The seek bar: played part, event dots, and a preview thumbnail with the time under the pointer. */
export function ProgressBar({ start, end, current, markers, thumbs, segmentAt, onSeek }: Props) {
  const { t } = useLingui();
  const [hover, setHover] = useState<{ x: number; time: number } | null>(null);
  const span = Math.max(0.001, end - start);
  const at = (time: number) => `${Math.min(100, Math.max(0, ((time - start) / span) * 100))}%`;

  function timeAt(event: PointerEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    const ratio = Math.min(1, Math.max(0, (event.clientX - box.left) / box.width));
    return { x: ratio * box.width, time: start + ratio * span };
  }

  const segment = hover && thumbs ? segmentAt(hover.time) : null;
  const tile = segment === null || !thumbs ? null : segment % thumbs.segments;

  return (
    <div
      className="player-progress"
      onPointerMove={(e) => setHover(timeAt(e))}
      onPointerLeave={() => setHover(null)}
      onPointerDown={(e) => onSeek(timeAt(e).time)}
    >
      <input
        type="range"
        className="player-progress-input"
        min={start}
        max={end}
        step={0.1}
        value={Math.min(end, Math.max(start, current))}
        onChange={(e) => onSeek(Number(e.target.value))}
        aria-label={t`Seek`}
        aria-valuetext={clock(current)}
      />
      <div className="player-progress-track" aria-hidden="true">
        <div className="player-progress-played" style={{ width: at(current) }} />
        {markers
          .filter((m) => m.time >= start && m.time <= end)
          .map((m) => (
            <span
              key={`${m.time}-${m.label}`}
              className="player-marker"
              style={{ left: at(m.time) }}
              title={m.label}
              data-testid="player-marker"
              data-kind={m.kind}
            />
          ))}
      </div>
      {hover ? (
        <div className="player-preview" style={{ left: hover.x }} aria-hidden="true">
          {tile !== null && thumbs ? (
            <span
              className="player-preview-thumb"
              style={{
                width: THUMB_WIDTH,
                height: THUMB_HEIGHT,
                backgroundImage: `url(${thumbs.url})`,
                backgroundPosition: `-${tile * THUMB_WIDTH}px 0`,
              }}
            />
          ) : null}
          <span className="player-preview-time">{clock(hover.time)}</span>
          {markers
            .filter((m) => Math.abs(m.time - hover.time) < span / 50)
            .map((m) => (
              <span key={`${m.time}-${m.label}`} className="player-preview-label">
                {m.label}
              </span>
            ))}
        </div>
      ) : null}
    </div>
  );
}

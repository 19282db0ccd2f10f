import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';

import { type HouseConfig, maskLiveCode } from '../../../protocol/live';
import { formatDate } from '../../i18n/format';
import { useStore } from '../../state/store';
import { showToast } from '../../state/toasts';
import { AddressRow } from './AddressRow';
import { IngestNotice } from './IngestNotice';
import { type LiveCodeReset, ResetCodeDialog } from './ResetCodeDialog';

/** The push address hidden but for its scheme ("rtmp://"). */
export function maskAddress(url: string): string {
  const scheme = /^[a-z]+:\/\//i.exec(url)?.[0] ?? '';
  return scheme + '•'.repeat(Math.min(24, Math.max(8, url.length - scheme.length)));
}

/** An address of this site (the room's '/#/anchor/room/..', a '/live/...' playlist) made absolute. */
const absolute = (url: string) => new URL(url, window.location.origin).href;

/**
 * "Going live": the room's live state, the push address and the live code (masked until revealed,
 * copied with one click), the room and play addresses, the live code reset; a notice instead of the
 * push address when this server cannot take a stream.
 */
export function GoingLiveCard({
  config,
  onCodeReset,
}: {
  config: HouseConfig;
  onCodeReset: (reset: LiveCodeReset) => void;
}) {
  const { t } = useLingui();
  const { language } = useStore();
  const titleId = useId();
  const [showPush, setShowPush] = useState(false);
  const [showCode, setShowCode] = useState(false);
  const [resetting, setResetting] = useState(false);
  const when = (at: number) => formatDate(language, at, { dateStyle: 'medium', timeStyle: 'short' });
  const since = config.liveSince ? when(config.liveSince) : '';
  const created = when(config.liveCodeCreatedAt);

  function handleReset(reset: LiveCodeReset) {
    setResetting(false);
    setShowCode(true);
    onCodeReset(reset);
    showToast(
      reset.cut
        ? t`New live code ready. Your live stream on the old code was cut.`
        : t`New live code ready. Put it into your encoder.`,
      'success',
    );
  }

  return (
    <section className="card live-card" aria-labelledby={titleId} data-testid="going-live">
      <header className="live-card-head">
        <h2 id={titleId}>
          <Trans>Going live</Trans>
        </h2>
        {config.live ? (
          <span className="room-state room-state-live" data-testid="live-state" data-live="true">
            <Trans>Live</Trans>
          </span>
        ) : (
          <span className="room-state room-state-off" data-testid="live-state" data-live="false">
            <Trans>Offline</Trans>
          </span>
        )}
      </header>
      <p className="live-card-lead">
        <strong className="live-card-status" data-testid="live-since">
          {config.live ? t`Live since ${since}.` : t`Your room is offline.`}
        </strong>
        {config.live && !config.streaming
          ? t`Your room is showing a demo channel; when your encoder starts, viewers see your stream instead.`
          : t`Your room goes live by itself a few seconds after your encoder starts sending, and offline when it stops.`}
      </p>
      {!config.ingest.available || !config.pushUrl ? <IngestNotice problem={config.ingest.problem} /> : null}
      <dl className="live-addresses">
        {config.ingest.available && config.pushUrl ? (
          <AddressRow
            label={t`Push address (server URL)`}
            value={config.pushUrl}
            mask={maskAddress}
            revealed={showPush}
            onReveal={setShowPush}
            testId="push-url"
          />
        ) : null}
        <AddressRow
          label={t`Live code (stream key)`}
          value={config.liveCode}
          mask={maskLiveCode}
          revealed={showCode}
          onReveal={setShowCode}
          testId="live-code"
          note={
            <p className="live-address-note">
              {t`Created ${created}. Keep it secret: anyone with it can stream to your room.`}
            </p>
          }
        />
        <AddressRow
          label={t`Room address`}
          value={absolute(config.roomUrl)}
          href={config.roomUrl}
          testId="room-url"
        />
        {config.live && config.playUrl ? (
          <AddressRow label={t`Play address`} value={absolute(config.playUrl)} testId="play-url" />
        ) : null}
      </dl>
      <div className="live-card-actions">
        <button
          type="button"
          className="btn btn-danger"
          onClick={() => setResetting(true)}
          data-testid="reset-code"
        >
          <Trans>Reset live code</Trans>
        </button>
      </div>
      <p className="live-obs-hint">
        <Trans>
          Set up OBS: Settings › Stream, Service “Custom…”, Server = the push address, Stream Key = the live
          code.
        </Trans>{' '}
        <Link to="/user/tutorial">
          <Trans>Read the live tutorial</Trans>
        </Link>
      </p>
      {resetting ? (
        <ResetCodeDialog
          streaming={config.streaming}
          onDone={handleReset}
          onClose={() => setResetting(false)}
        />
      ) : null}
    </section>
  );
}

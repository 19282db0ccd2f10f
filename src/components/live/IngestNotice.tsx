import { Trans, useLingui } from '@lingui/react/macro';

import type { IngestProblem } from '../../../protocol/live';

/** Why this server cannot take a stream now (protocol/live.ts INGEST_PROBLEMS), instead of a push address. */
export function IngestNotice({ problem }: { problem: IngestProblem | null }) {
  const { t } = useLingui();
  const reasons: Record<IngestProblem, string> = {
    noFfmpeg: t`Streaming is unavailable on this server: ffmpeg was not found. Ask the site operator to install it or set FFMPEG_PATH.`,
    disabled: t`Streaming is switched off on this server. Ask the site operator to turn the live ingest on.`,
    portUnavailable: t`Streaming is unavailable on this server: the RTMP port could not be opened. Ask the site operator to free the port or choose another one.`,
  };
  return (
    <div
      className="live-notice live-notice-warn"
      role="status"
      data-testid="ingest-problem"
      data-problem={problem}
    >
      <strong>
        <Trans>No push address</Trans>
      </strong>
      <p>
        {problem
          ? reasons[problem]
          : t`Streaming is unavailable on this server right now. Please try again later or ask the site operator.`}
      </p>
    </div>
  );
}

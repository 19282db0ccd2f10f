import { Trans, useLingui } from '@lingui/react/macro';

import type { AnchorDetails } from '../../../protocol/anchor';
import { useCallQuery } from '../ui/useCallQuery';

/** The room's announcement and introduction, and the anchor's profile card (anchor_information). */
export function AnchorAbout({ details }: { details: AnchorDetails }) {
  const { t } = useLingui();
  const info = useCallQuery('anchorInformation', { id: details.uid });
  const region = info.data ? [info.data.province, info.data.city].filter(Boolean).join(' · ') : '';
  const hobbies = info.data?.hobbies ?? [];
  if (!details.notice && !details.intro && !info.data?.profile && hobbies.length === 0 && !region)
    return null;
  return (
    <section className="anchor-about card" aria-label={t`About the room`}>
      {details.notice ? (
        <div className="anchor-notice">
          <h2 className="section-title">
            <Trans>Announcement</Trans>
          </h2>
          <p>{details.notice}</p>
        </div>
      ) : null}
      {details.intro ? (
        <div>
          <h2 className="section-title">
            <Trans>About</Trans>
          </h2>
          <p>{details.intro}</p>
        </div>
      ) : null}
      {info.data?.profile ? <p className="muted">{info.data.profile}</p> : null}
      {region || hobbies.length > 0 ? (
        <ul className="chip-list" aria-label={t`Profile`}>
          {region ? <li className="chip">{region}</li> : null}
          {hobbies.map((h) => (
            <li key={h} className="chip">
              {h}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

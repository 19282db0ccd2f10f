import { useLingui } from '@lingui/react/macro';

import { GoingLiveCard } from '../../components/live/GoingLiveCard';
import { LiveLayout } from '../../components/live/LiveLayout';
import { MatchLibrary } from '../../components/live/MatchLibrary';
import { RoomSettingsForm } from '../../components/live/RoomSettingsForm';
import { useHouseConfig } from '../../components/live/useHouseConfig';
import { LoadError, LoadingBlock } from '../../components/ui/LoadState';

/**
 * /user/configuration (§2): an approved anchor's going-live card (push address, live code), room
 * settings and match library; other users see why not and how to apply.
 */
export function LiveConfigurationPage() {
  const { t } = useLingui();
  return (
    <LiveLayout current="/user/configuration">
      {(user) => (
        <>
          <h1 className="page-title anchor-centre-title">{t`Live configuration`}</h1>
          <Configuration uid={user.uid} />
        </>
      )}
    </LiveLayout>
  );
}

function Configuration({ uid }: { uid: string }) {
  const { t } = useLingui();
  const { config, error, reload, update } = useHouseConfig();
  if (!config) {
    if (error) return <LoadError message={error} onRetry={reload} />;
    return <LoadingBlock rows={4} label={t`Loading your live room…`} />;
  }
  return (
    <>
      <GoingLiveCard
        config={config}
        onCodeReset={(reset) =>
          update({
            liveCode: reset.liveCode,
            liveCodeCreatedAt: reset.liveCodeCreatedAt,
            ...(reset.cut ? { streaming: false } : {}),
          })
        }
      />
      <RoomSettingsForm key={uid} saved={config} onSaved={(saved) => update(saved)} />
      <MatchLibrary />
    </>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';

import { PHOTO_WALL_MAX } from '../../../protocol/space';
import { AnchorOnly } from '../../components/space/AnchorOnly';
import { OwnPhotoWall } from '../../components/space/OwnPhotoWall';
import { PhotoUploadForm } from '../../components/space/PhotoUploadForm';
import { useOwnWall } from '../../components/space/spaceQueries';
import { UserCentreLayout } from '../../components/user/UserCentreLayout';

/** /user/photos (§2 photo wall): an anchor adds, previews, reorders and deletes the photos of their wall. */
export function PhotosPage() {
  return (
    <UserCentreLayout current="/user/photos" testId="photos-page">
      {(user) => (
        <AnchorOnly user={user}>
          <PhotoWallContent />
        </AnchorOnly>
      )}
    </UserCentreLayout>
  );
}

function PhotoWallContent() {
  const { t } = useLingui();
  const wall = useOwnWall();
  const count = wall.data?.length ?? 0;
  return (
    <>
      <h1 className="page-title user-centre-title">{t`Photo wall`}</h1>
      {wall.data ? (
        <p className="user-centre-count" data-testid="wall-count" data-count={count}>
          <Trans>
            {count} of {PHOTO_WALL_MAX} photos
          </Trans>
        </p>
      ) : null}
      <PhotoUploadForm wallCount={count} />
      <section className="space-section" aria-label={t`My photos`}>
        <OwnPhotoWall
          photos={wall.data}
          loading={wall.loading}
          error={wall.error}
          reload={wall.reload}
          setPhotos={wall.setPhotos}
        />
      </section>
    </>
  );
}

import { useLingui } from '@lingui/react/macro';

import { AnchorOnly } from '../../components/space/AnchorOnly';
import { NoteComposer } from '../../components/space/NoteComposer';
import { NoteList } from '../../components/space/NoteList';
import { UserCentreLayout } from '../../components/user/UserCentreLayout';

/** /user/posts (§2 anchor posts and posting): write a post, see mine newest first with their counts, delete. */
export function PostsPage() {
  const { t } = useLingui();
  return (
    <UserCentreLayout current="/user/posts" testId="posts-page">
      {(user) => (
        <AnchorOnly user={user}>
          <h1 className="page-title user-centre-title">{t`My posts`}</h1>
          <NoteComposer />
          <section className="space-section" aria-label={t`My posts`}>
            <NoteList owner />
          </section>
        </AnchorOnly>
      )}
    </UserCentreLayout>
  );
}

import { Plural, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';

import type { Note } from '../../../protocol/space';
import { formatDate } from '../../i18n/format';
import { useStore } from '../../state/store';
import { useMatchText } from '../match/useMatchText';
import { Lightbox } from '../ui/Lightbox';
import { DeleteNoteDialog } from './DeleteNoteDialog';
import { NotePictures } from './NotePictures';
import { noteLightboxItems } from './photoItems';
import { ReactionButtons } from './ReactionButtons';

/**
 * One post: when (the §4 post time, the full date on hover and for screen readers), its text, its
 * pictures (thumbnails; the originals in the lightbox), and either the like / collect toggles (a
 * viewer) or the counts and a delete after a question (its anchor).
 */
export function NoteCard({ note, owner }: { note: Note; owner: boolean }) {
  const { t, i18n } = useLingui();
  const { language } = useStore();
  const { ago } = useMatchText();
  const [open, setOpen] = useState<number | null>(null);
  const [deleting, setDeleting] = useState(false);
  const timeId = useId();
  const { likes, collects } = note;
  const full = formatDate(language, note.createdAt, { dateStyle: 'long', timeStyle: 'short' });
  return (
    <article className="note card" data-testid="note" data-note-id={note.id} aria-labelledby={timeId}>
      <header className="note-head">
        <time
          id={timeId}
          className="note-time"
          dateTime={new Date(note.createdAt).toISOString()}
          title={full}
          data-testid="note-time"
        >
          {ago(note.createdAt)}
        </time>
        {owner ? (
          <button
            type="button"
            className="btn btn-link btn-small"
            onClick={() => setDeleting(true)}
            data-testid="note-delete"
          >
            {t`Delete`}
          </button>
        ) : null}
      </header>
      {note.text ? <p className="note-text">{note.text}</p> : null}
      {note.pictures.length > 0 ? <NotePictures pictures={note.pictures} onOpen={setOpen} /> : null}
      <footer className="note-foot">
        {owner ? (
          <p className="note-counts">
            <span data-testid="note-likes" data-count={note.likes}>
              <Plural value={likes} one="# like" other="# likes" />
            </span>
            <span data-testid="note-collects" data-count={note.collects}>
              <Plural value={collects} one="# collection" other="# collections" />
            </span>
          </p>
        ) : (
          <ReactionButtons note={note} />
        )}
      </footer>
      {open !== null ? (
        <Lightbox
          items={noteLightboxItems(note.pictures, i18n)}
          index={open}
          onIndexChange={setOpen}
          onClose={() => setOpen(null)}
          label={t`Pictures of the post`}
          testId="note-lightbox"
        />
      ) : null}
      {deleting ? <DeleteNoteDialog noteId={note.id} onClose={() => setDeleting(false)} /> : null}
    </article>
  );
}

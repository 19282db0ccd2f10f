import type { AppContext } from '../../context';
import type { Handlers } from '../../http/registerApi';
import { listedAnchor, optionalUser } from './access';
import { addNote, deleteNote, listNotes } from './noteService';
import { addPhoto, deletePhoto, listPhotos, sortPhotos } from './photoService';
import { react } from './reactions';

/**
 * The anchor's space (§7 imageList, addImage, deleteImage, noteList, addNote, deleteNote; our
 * sortImage, note_like, note_collect): thin handlers over the services. Lists are public; writes
 * need a login, and change only the caller's own space (a platform admin may delete anyone's).
 */
export function spaceHandlers(ctx: AppContext): Handlers {
  return {
    async imageList({ body, req }) {
      const anchorId = await listedAnchor(ctx, body.anchorId, await optionalUser(ctx, req));
      return listPhotos(ctx, anchorId, body.page, body.pageSize);
    },
    addImage: ({ body, session }) => addPhoto(ctx, session.user, body),
    deleteImage: ({ body, session }) => deletePhoto(ctx, session.user, body.id),
    sortImage: ({ body, session }) => sortPhotos(ctx, session.user, body.ids),
    async noteList({ body, req }) {
      const viewer = await optionalUser(ctx, req);
      const anchorId = await listedAnchor(ctx, body.anchorId, viewer);
      return listNotes(ctx, anchorId, viewer, body.page, body.pageSize);
    },
    addNote: ({ body, session }) => addNote(ctx, session.user, body),
    deleteNote: ({ body, session }) => deleteNote(ctx, session.user, body.id),
    noteLike: ({ body, session }) => react(ctx, session.user, body.noteId, 'like', body.state),
    noteCollect: ({ body, session }) => react(ctx, session.user, body.noteId, 'collect', body.state),
  };
}

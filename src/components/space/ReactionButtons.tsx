import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';

import { shortenNumber } from '../../../protocol/format';
import { type Note, ReactionState } from '../../../protocol/space';
import { callData, errorText } from '../../api/client';
import { useStore } from '../../state/store';
import { showToast } from '../../state/toasts';
import { useActionMutation } from '../ui/useCallMutation';
import { patchNote } from './spaceQueries';

type Kind = 'like' | 'collect';

const ICONS: Record<Kind, string> = {
  like: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  collect: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
};

/** The fields of a post one kind of toggle moves. */
function fieldsOf(note: Note, kind: Kind) {
  return kind === 'like'
    ? { active: note.likeState === ReactionState.Active, count: note.likes }
    : { active: note.collectState === ReactionState.Active, count: note.collects };
}

function patchOf(kind: Kind, state: Note['likeState'], count: number): Partial<Note> {
  return kind === 'like' ? { likeState: state, likes: count } : { collectState: state, collects: count };
}

/**
 * Like and collect a post (§3 toggle: state 1 on, 2 off; the counter moves by one at once and then
 * shows the server's count). A visitor is asked to log in instead.
 */
export function ReactionButtons({ note }: { note: Note }) {
  const { userInfo } = useStore();
  return (
    <div className="reactions">
      {(['like', 'collect'] as const).map((kind) =>
        userInfo ? (
          <ReactionToggle key={kind} note={note} kind={kind} />
        ) : (
          <GuestReaction key={kind} note={note} kind={kind} />
        ),
      )}
    </div>
  );
}

function ReactionToggle({ note, kind }: { note: Note; kind: Kind }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const { active, count } = fieldsOf(note, kind);
  const toggle = useActionMutation((body: { noteId: number; state: Note['likeState'] }) =>
    kind === 'like' ? callData('noteLike', body) : callData('noteCollect', body),
  );

  function handleClick() {
    if (toggle.isPending) return;
    const state = active ? ReactionState.Inactive : ReactionState.Active;
    const before = patchOf(kind, active ? ReactionState.Active : ReactionState.Inactive, count);
    patchNote(client, note.id, patchOf(kind, state, Math.max(0, count + (active ? -1 : 1))));
    toggle.mutate(
      { noteId: note.id, state },
      {
        onSuccess: (answer) => patchNote(client, note.id, patchOf(kind, answer.state, answer.count)),
        onError: (error) => {
          patchNote(client, note.id, before);
          showToast(errorText(error), 'error');
        },
      },
    );
  }

  const shown = shortenNumber(count);
  return (
    <button
      type="button"
      className={`reaction reaction-${kind}${active ? ' is-active' : ''}`}
      aria-pressed={active}
      aria-busy={toggle.isPending}
      onClick={handleClick}
      data-testid={`note-${kind}`}
      data-count={count}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d={ICONS[kind]} />
      </svg>
      <span className="visually-hidden">{kind === 'like' ? t`Like` : t`Collect`}</span>
      <span className="reaction-count">{shown}</span>
    </button>
  );
}

function GuestReaction({ note, kind }: { note: Note; kind: Kind }) {
  const { t } = useLingui();
  const { count } = fieldsOf(note, kind);
  const shown = shortenNumber(count);
  return (
    <Link
      to="/login"
      className={`reaction reaction-${kind}`}
      data-testid={`note-${kind}-login`}
      data-count={count}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d={ICONS[kind]} />
      </svg>
      <span className="visually-hidden">{kind === 'like' ? t`Log in to like` : t`Log in to collect`}</span>
      <span className="reaction-count">{shown}</span>
    </Link>
  );
}

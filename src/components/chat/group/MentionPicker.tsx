import { Trans, useLingui } from '@lingui/react/macro';

import { AT_ALL } from '../../../../protocol/groupConstants';
import { Avatar } from '../../ui/Avatar';
import { useGroupMembers } from '../../groups/groupQueries';
import type { Mention } from './mentions';

/** What the picker offers for `query`: "@All" for the owner and admins, then matching members but me. */
export function useMentionOptions(groupID: string, query: string, isStaff: boolean, me: string, all: string) {
  const members = useGroupMembers(groupID, query, 1, 10);
  const people: (Mention & { avatar: string | null })[] = (members.data?.list ?? [])
    .filter((m) => m.userID !== me)
    .map((m) => ({ userID: m.userID, name: m.groupNickname || m.nickname, avatar: m.avatar }));
  const everyone = isStaff && all.toLowerCase().startsWith(query.toLowerCase());
  return [...(everyone ? [{ userID: AT_ALL, name: all, avatar: null }] : []), ...people];
}

/**
 * The list under the composer while "@…" is typed (a listbox the text field controls: the arrow
 * keys move the highlight, Enter picks, Escape closes; see Composer).
 */
export function MentionPicker({
  id,
  options,
  active,
  onPick,
}: {
  id: string;
  options: readonly (Mention & { avatar: string | null })[];
  active: number;
  onPick: (mention: Mention) => void;
}) {
  const { t } = useLingui();
  return (
    <div className="group-mention-picker" data-testid="mention-picker">
      {options.length === 0 ? (
        <p className="chat-notice" role="status">
          <Trans>No member matches</Trans>
        </p>
      ) : null}
      <ul id={id} role="listbox" aria-label={t`Mention someone`}>
        {options.map((o, i) => (
          <li
            key={o.userID}
            id={`${id}-${i}`}
            role="option"
            aria-selected={i === active}
            className={i === active ? 'active' : undefined}
            data-testid="mention-option"
            data-user={o.userID}
            // Picked on pointer down, before the text field loses the focus.
            onPointerDown={(event) => {
              event.preventDefault();
              onPick(o);
            }}
          >
            {o.userID === AT_ALL ? (
              <span className="group-mention-all" aria-hidden="true">
                @
              </span>
            ) : (
              <Avatar src={o.avatar} name={o.name} size={24} />
            )}
            <span>{o.name}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

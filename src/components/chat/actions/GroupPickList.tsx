import { Trans } from '@lingui/react/macro';

import type { ResponseOf } from '../../../../protocol/api';
import { useGroupList } from '../../groups/groupQueries';
import { Avatar } from '../../ui/Avatar';

type GroupRow = ResponseOf<'groupList'>[number];

interface Props {
  /** Chosen groups, by groupID. */
  chosen: ReadonlySet<string>;
  onPick: (group: GroupRow) => void;
}

/** The groups I may still write in (active, not left), as checkboxes beside the friends of a forward. */
export function GroupPickList({ chosen, onPick }: Props) {
  const { data } = useGroupList();
  const groups = (data ?? []).filter((g) => g.status === 'active');
  if (groups.length === 0) return null;
  return (
    <div className="pick-list">
      <h3 className="pick-heading">
        <Trans>Groups</Trans>
      </h3>
      <ul role="list">
        {groups.map((g) => (
          <li key={g.groupID}>
            <label className="pick-row" data-testid="pick-group-row">
              <input type="checkbox" checked={chosen.has(g.groupID)} onChange={() => onPick(g)} />
              <Avatar src={g.avatar} name={g.name} size={32} />
              <span className="pick-name">{g.name}</span>
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}

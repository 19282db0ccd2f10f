import { Trans, useLingui } from '@lingui/react/macro';

import type { GroupMember } from '../../../../protocol/group';
import { Avatar } from '../../ui/Avatar';
import { Dialog } from '../../ui/Dialog';
import { LoadLine } from './LoadLine';
import { useCallQuery } from '../../ui/useCallQuery';

function People({ people }: { people: readonly GroupMember[] }) {
  return (
    <ul className="group-people" role="list">
      {people.map((p) => (
        <li key={p.userID}>
          <Avatar src={p.avatar} name={p.groupNickname || p.nickname} size={28} />
          <span>{p.groupNickname || p.nickname}</span>
        </li>
      ))}
    </ul>
  );
}

/** Who has read message `seq` of the group, and who has not (the sender is in neither list). */
export function ReadersDialog({
  groupID,
  seq,
  onClose,
}: {
  groupID: string;
  seq: number;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const readers = useCallQuery('groupReaders', { groupID, seq }, { staleTime: 0 });
  const data = readers.data;
  return (
    <Dialog title={t`Read by`} onClose={onClose} testId="group-readers">
      <LoadLine loaded={readers} />
      {data ? (
        <div className="group-readers">
          <section>
            <h3>
              <Trans>Read ({data.read.length})</Trans>
            </h3>
            <People people={data.read} />
          </section>
          <section>
            <h3>
              <Trans>Not read yet ({data.unread.length})</Trans>
            </h3>
            <People people={data.unread} />
          </section>
        </div>
      ) : null}
    </Dialog>
  );
}

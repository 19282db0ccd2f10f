import { Trans } from '@lingui/react/macro';

import type { Conversation } from '../../../../protocol/im';
import { GroupApplications } from '../../groups/GroupApplications';
import { GroupInvitePanel } from '../../groups/GroupInvitePanel';
import { GroupInfoForm } from './GroupInfoForm';
import { GroupLeave } from './GroupLeave';
import { GroupOptions } from './GroupOptions';
import { InviteFriends } from './InviteFriends';
import { LoadLine } from './LoadLine';
import { mayDo } from './memberActions';
import { useGroupChat } from './useGroupChat';

/**
 * The Settings tab: only the controls my role and permission set allow (§6): the group's name,
 * avatar, notice and join verification; mute everyone (owner); my receive option and nickname;
 * inviting friends, the invite link and QR code; join requests; clearing, leaving, dismissing.
 */
export function GroupSettings({
  groupID,
  conversation,
}: {
  groupID: string;
  conversation: Conversation | undefined;
}) {
  const g = useGroupChat(groupID);
  if (!g.group) return <LoadLine loaded={g.detail} />;
  if (!g.caller)
    return (
      <p className="chat-notice" data-testid="group-settings-gone">
        <Trans>You are no longer in this group.</Trans>
      </p>
    );
  const mayEdit = mayDo(g.caller, 'editInfo');
  const mayNotice = mayDo(g.caller, 'notice');
  const mayInvite = mayDo(g.caller, 'invite') || !g.group.joinVerification;
  return (
    <div className="group-settings" data-testid="group-settings">
      {mayEdit || mayNotice || g.isOwner ? (
        <GroupInfoForm group={g.group} mayEdit={mayEdit} mayNotice={mayNotice} isOwner={g.isOwner} />
      ) : (
        <section className="group-section">
          <h3>{g.group.name}</h3>
          {g.group.notice ? <p className="group-notice-full">{g.group.notice}</p> : null}
        </section>
      )}
      <GroupOptions group={g.group} self={g.self} conversation={conversation} />
      {mayInvite ? (
        <section className="group-section">
          <h3>
            <Trans>Invite</Trans>
          </h3>
          <InviteFriends groupID={groupID} />
          <GroupInvitePanel groupID={groupID} />
        </section>
      ) : null}
      {mayDo(g.caller, 'reviewJoins') ? (
        <section className="group-section">
          <h3>
            <Trans>Join requests</Trans>
          </h3>
          <GroupApplications groupID={groupID} />
        </section>
      ) : null}
      <GroupLeave group={g.group} isOwner={g.isOwner} />
    </div>
  );
}

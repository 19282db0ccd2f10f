import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useRef, useState } from 'react';

import { type ChatPeer, closeConversation, useChat } from '../../../state/chat';
import { useStore } from '../../../state/store';
import { useGroupMembers } from '../../groups/groupQueries';
import { Avatar } from '../../ui/Avatar';
import { ConversationMenu } from '../actions/ConversationMenu';
import { ConversationFrame } from '../ConversationView';
import { ComposerGate } from './ComposerGate';
import { GroupChatContext, type GroupChatInfo } from './groupChatContext';
import { GroupIcon } from './GroupIcons';
import { GroupPanel } from './GroupPanel';
import { NoticeBanner } from './NoticeBanner';
import { ReadersDialog } from './ReadersDialog';
import { useGroupChat } from './useGroupChat';

/** Names for the @-highlights: the first members (owner and admins first) are enough for most groups. */
const NAMES_PAGE = 100;

/**
 * A group's conversation (§3 Group): the header with the member count and the group panel, the
 * pinned notice, the messages with their notices, @-mentions and "Read by", and the composer or why
 * I cannot write now.
 */
export function GroupConversation({
  conversationID,
  groupID,
  peer,
}: {
  conversationID: string;
  groupID: string;
  peer: ChatPeer;
}) {
  const { t } = useLingui();
  const g = useGroupChat(groupID);
  const { userInfo } = useStore();
  const state = useChat();
  const conversation = state.conversations.find((c) => c.conversationID === conversationID);
  const members = useGroupMembers(groupID, '', 1, NAMES_PAGE);
  const [panel, setPanel] = useState(false);
  const [readersOf, setReadersOf] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const name = g.group?.name ?? peer.showName;
  const myNames = [g.self?.groupNickname, userInfo?.nickname].filter((n): n is string => Boolean(n));
  const list = members.data?.list;
  const info = useMemo<GroupChatInfo>(
    () => ({
      groupID,
      me: g.me,
      myNames,
      memberNames: (list ?? []).flatMap((m) => [m.groupNickname, m.nickname]).filter(Boolean),
      memberCount: g.group?.memberCount ?? 0,
      openReaders: setReadersOf,
    }),
    // myNames is rebuilt each render; its parts are the dependencies.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [groupID, g.me, g.self?.groupNickname, userInfo?.nickname, list, g.group?.memberCount],
  );
  const count = g.group?.memberCount ?? 0;

  const header = (
    <header className="chat-conversation-head group-head">
      <button type="button" className="chat-back" onClick={closeConversation} aria-label={t`Back`}>
        ←
      </button>
      <Avatar src={g.group?.avatar ?? peer.faceURL} name={name} size={36} />
      <div className="group-head-title">
        <h2>
          <span className="group-mark">
            <GroupIcon name="group" label={t`Group`} />
          </span>
          <span className="group-head-name">{name}</span>
        </h2>
        {g.group ? (
          <span className="group-head-count" data-testid="group-member-count" data-count={count}>
            {plural(count, { one: '# member', other: '# members' })}
          </span>
        ) : null}
      </div>
      <ConversationMenu conversation={conversation} />
      <button
        ref={opener}
        type="button"
        className="chat-tool group-panel-btn"
        aria-expanded={panel}
        aria-controls="group-panel"
        // The label is not shown on a phone: the name must not depend on it.
        aria-label={t`Group info`}
        onClick={() => setPanel(!panel)}
        data-testid="group-panel-button"
      >
        <GroupIcon name="group" size={18} />
        <span className="group-panel-btn-label">{t`Group info`}</span>
      </button>
    </header>
  );

  return (
    <GroupChatContext.Provider value={info}>
      <ConversationFrame
        conversationID={conversationID}
        peer={peer}
        header={header}
        top={g.group ? <NoticeBanner key={g.group.groupID} group={g.group} me={g.me} /> : null}
        gateComposer={(composer) => <ComposerGate silence={g.silence}>{composer}</ComposerGate>}
        composerGroup={{ groupID, me: g.me, isStaff: g.isStaff }}
        after={
          <>
            {panel ? (
              <GroupPanel
                groupID={groupID}
                conversation={conversation}
                onClose={() => {
                  setPanel(false);
                  opener.current?.focus();
                }}
              />
            ) : null}
            {readersOf !== null ? (
              <ReadersDialog groupID={groupID} seq={readersOf} onClose={() => setReadersOf(null)} />
            ) : null}
          </>
        }
      />
    </GroupChatContext.Provider>
  );
}

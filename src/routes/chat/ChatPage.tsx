import { useRouterState } from '@tanstack/react-router';

import { AddressBook } from '../../components/chat/AddressBook';
import { CHAT_SECTIONS, type ChatSection, ChatRail } from '../../components/chat/ChatRail';
import { useFriendEventsRefetch } from '../../components/chat/friendQueries';
import { MessagesSection } from '../../components/chat/MessagesSection';
import { MessageSettingsForm } from '../../components/chat/MessageSettingsForm';
import { PhraseManager } from '../../components/chat/PhraseManager';

function sectionOf(pathname: string): ChatSection {
  return CHAT_SECTIONS.find((s) => s === pathname) ?? '/chat/message';
}

/** /chat/message, /chat/address-book, /chat/more: the rail and the chosen section. */
export function ChatPage() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const section = sectionOf(pathname);
  useFriendEventsRefetch();
  return (
    <div className="chat-layout" data-testid="chat-page">
      <ChatRail current={section} />
      <div className="chat-body card">
        {section === '/chat/message' ? <MessagesSection /> : null}
        {section === '/chat/address-book' ? <AddressBook /> : null}
        {section === '/chat/more' ? (
          <div className="chat-more">
            <MessageSettingsForm />
            <PhraseManager />
          </div>
        ) : null}
      </div>
    </div>
  );
}

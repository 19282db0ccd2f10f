import { createContext, useContext } from 'react';

/**
 * What the messages of a group conversation need to know about it (set by ConversationView for a
 * group, absent in a private chat): the group, my chat id, my names there (an @name of mine is
 * highlighted strongly) and the members' names (an @name is taken whole even with a space in it).
 */
export interface GroupChatInfo {
  groupID: string;
  me: string;
  myNames: readonly string[];
  memberNames: readonly string[];
  /** Members in the group now (for "Read by all"). */
  memberCount: number;
  /** Opens "who read it" of one of my messages. */
  openReaders: (seq: number) => void;
}

export const GroupChatContext = createContext<GroupChatInfo | null>(null);

/** The group of the conversation being shown, or null in a private chat. */
export function useGroupChatInfo(): GroupChatInfo | null {
  return useContext(GroupChatContext);
}

import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';

import { groupConversationId } from '../../../protocol/groupConstants';
import { openConversation } from '../../state/chat';

/** What opening a group's conversation needs of the group: its id, name and avatar. */
export interface GroupRef {
  groupID: string;
  name: string;
  avatar: string | null;
}

/**
 * Opens a group's conversation (`sg_<groupID>`) on /chat/message, named by the group until the
 * conversation list names it, as FriendList opens a private chat.
 */
export function useOpenGroup(): (group: GroupRef) => void {
  const navigate = useNavigate();
  return useCallback(
    (group: GroupRef) => {
      const id = groupConversationId(group.groupID);
      void openConversation(id, { userID: group.groupID, showName: group.name, faceURL: group.avatar });
      void navigate({ to: '/chat/message' });
    },
    [navigate],
  );
}

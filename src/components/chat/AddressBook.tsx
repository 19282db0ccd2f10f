import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import { useChat } from '../../state/chat';
import { useGroupApplications } from '../groups/groupQueries';
import { GroupsTab } from '../groups/GroupsTab';
import { AddFriend } from './AddFriend';
import { Blacklist } from './Blacklist';
import { FriendList } from './FriendList';
import { FriendRequests } from './FriendRequests';
import { UnreadBadge } from './UnreadBadge';

type Tab = 'friends' | 'groups' | 'requests' | 'blacklist' | 'add';

/**
 * /chat/address-book: friends, groups (with the join requests to review as its badge), new friends
 * (requests), blacklist, and adding a friend.
 */
export function AddressBook() {
  const { t } = useLingui();
  const { pendingFriends } = useChat();
  const pendingJoins = useGroupApplications().data?.pendingToReview ?? 0;
  const [tab, setTab] = useState<Tab>('friends');
  const tabs: { id: Tab; label: string; count: number }[] = [
    { id: 'friends', label: t`Friends`, count: 0 },
    { id: 'groups', label: t`Groups`, count: pendingJoins },
    { id: 'requests', label: t`New friends`, count: pendingFriends },
    { id: 'blacklist', label: t`Blacklist`, count: 0 },
    { id: 'add', label: t`Add friend`, count: 0 },
  ];
  return (
    <div className="address-book">
      <div className="tabs chat-tabs" role="tablist" aria-label={t`Address book`}>
        {tabs.map((item) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            className="tab"
            aria-selected={tab === item.id}
            onClick={() => setTab(item.id)}
            data-testid={`address-tab-${item.id}`}
          >
            {item.label} <UnreadBadge count={item.count} />
          </button>
        ))}
      </div>
      <div role="tabpanel" className="address-panel">
        {tab === 'friends' ? <FriendList /> : null}
        {tab === 'groups' ? <GroupsTab /> : null}
        {tab === 'requests' ? <FriendRequests /> : null}
        {tab === 'blacklist' ? <Blacklist /> : null}
        {tab === 'add' ? <AddFriend /> : null}
      </div>
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';

import type { GroupMember } from '../../../../protocol/group';
import { GroupRole } from '../../../../protocol/groupConstants';
import { useStore } from '../../../state/store';
import { useGroupMembers } from '../../groups/groupQueries';
import { Avatar } from '../../ui/Avatar';
import { Pager } from '../../ui/Pager';
import { useCallQuery } from '../../ui/useCallQuery';
import { usePaging } from '../../ui/usePaging';
import { messageTime } from '../chatTime';
import { FRIENDS_FRESH } from '../friendQueries';
import { LoadLine } from './LoadLine';
import { MemberMenu } from './MemberMenu';
import { useGroupChat, useNowUntil } from './useGroupChat';

/**
 * The Members tab: search by name or id, pages of members (owner, admins, then by join time) with
 * their role and mute; a press on a member opens their name menu with what I may do to them.
 */
export function GroupMembers({ groupID, onMentioned }: { groupID: string; onMentioned: () => void }) {
  const { t } = useLingui();
  const { language } = useStore();
  const [keyword, setKeyword] = useState('');
  const paging = usePaging();
  const members = useGroupMembers(groupID, keyword, paging.page, paging.pageSize);
  const friends = useCallQuery('friendList', {}, FRIENDS_FRESH);
  const g = useGroupChat(groupID);
  const [menuOf, setMenuOf] = useState<{ member: GroupMember; anchor: HTMLElement } | null>(null);
  const list = members.data?.list ?? [];
  const now = useNowUntil(0);
  const friendIds = new Set((friends.data ?? []).map((f) => f.uid));
  // Admins are all on the first pages (owner, admins, members): counted from the loaded rows.
  const adminCount = list.filter((m) => m.role === GroupRole.Admin).length;
  const lastOpener = useRef<HTMLElement | null>(null);

  return (
    <div className="group-members" data-testid="group-members">
      <input
        type="search"
        className="chat-search"
        value={keyword}
        onChange={(e) => {
          setKeyword(e.target.value);
          paging.setPage(1);
        }}
        placeholder={t`Search members`}
        aria-label={t`Search members`}
        maxLength={30}
      />
      <LoadLine loaded={members} />
      {members.data && list.length === 0 ? (
        <p className="chat-notice">
          <Trans>No member matches</Trans>
        </p>
      ) : null}
      <ul className="group-member-list" role="list">
        {list.map((m) => {
          const name = m.groupNickname || m.nickname;
          const muted = m.muteEndTime > now;
          const until = muted ? messageTime(language, m.muteEndTime, now) : '';
          return (
            <li key={m.userID}>
              <button
                type="button"
                className="group-member"
                aria-haspopup="menu"
                aria-expanded={menuOf?.member.userID === m.userID}
                onClick={(e) => {
                  lastOpener.current = e.currentTarget;
                  setMenuOf({ member: m, anchor: e.currentTarget });
                }}
                data-testid="group-member"
                data-user={m.userID}
                data-role={m.role}
              >
                <Avatar src={m.avatar} name={name} size={32} />
                <span className="group-member-name">
                  {name}
                  {m.userID === g.me ? (
                    <span className="group-you">
                      {' '}
                      <Trans>(you)</Trans>
                    </span>
                  ) : null}
                </span>
                {m.role === GroupRole.Owner ? (
                  <span className="group-badge owner">
                    <Trans>Owner</Trans>
                  </span>
                ) : null}
                {m.role === GroupRole.Admin ? (
                  <span className="group-badge admin">
                    <Trans>Admin</Trans>
                  </span>
                ) : null}
                {muted ? (
                  <span className="group-muted-until" data-testid="member-muted-until">
                    <Trans>Muted until {until}</Trans>
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
      {members.data && members.data.total > paging.pageSize ? (
        <Pager
          page={paging.page}
          pageSize={paging.pageSize}
          total={members.data.total}
          onPage={paging.setPage}
          onSize={paging.setSize}
        />
      ) : null}
      {menuOf ? (
        <MemberMenu
          groupID={groupID}
          member={menuOf.member}
          anchor={menuOf.anchor}
          caller={g.caller}
          isFriend={friendIds.has(menuOf.member.userID)}
          adminCount={adminCount}
          onMentioned={onMentioned}
          onClose={() => {
            setMenuOf(null);
            lastOpener.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}

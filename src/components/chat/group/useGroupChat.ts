import { useEffect, useState } from 'react';

import type { GroupDetail, GroupSelf } from '../../../../protocol/group';
import { GroupRole } from '../../../../protocol/groupConstants';
import { myChatId } from '../../../state/chat';
import { useGroupDetail } from '../../groups/groupQueries';
import type { Caller } from './memberActions';

/** Why I may not write in a group now: muted (until when), everyone muted, or out of it; null when I may. */
export type Silence =
  | { kind: 'muted'; until: number }
  | { kind: 'mutedAll' }
  | { kind: 'gone'; reason: 'left' | 'dismissed' }
  | null;

/** What stops `self` from writing in `group` at `now` (pure: the composer's rule). */
export function silenceOf(detail: GroupDetail | null, now: number): Silence {
  if (!detail) return null;
  if (detail.group.status === 'dismissed') return { kind: 'gone', reason: 'dismissed' };
  const self = detail.self;
  if (!self) return { kind: 'gone', reason: 'left' };
  if (self.muteEndTime > now) return { kind: 'muted', until: self.muteEndTime };
  if (detail.group.muteAll && self.role === GroupRole.Member) return { kind: 'mutedAll' };
  return null;
}

/** My place in the group as the name menu's rules want it; null once I am out. */
export function callerOf(self: GroupSelf | null | undefined, me: string): Caller | null {
  return self ? { userID: me, role: self.role, permissions: self.permissions } : null;
}

/** The time now, moved on when `at` (a mute's end) passes, so the view changes by itself then. */
export function useNowUntil(at: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const wait = at - Date.now();
    if (wait <= 0) return;
    // Timers cap near 24.8 days: a longer mute is looked at again then.
    const id = window.setTimeout(() => setNow(Date.now()), Math.min(wait + 50, 2 ** 31 - 1));
    return () => window.clearTimeout(id);
  }, [at]);
  return now;
}

/** A group chat's shared load: the group and my place in it, my chat id and what I may do. */
export function useGroupChat(groupID: string) {
  const detail = useGroupDetail(groupID);
  const data = detail.data;
  const me = myChatId();
  const now = useNowUntil(data?.self?.muteEndTime ?? 0);
  return {
    detail,
    group: data?.group ?? null,
    self: data?.self ?? null,
    me,
    caller: callerOf(data?.self, me),
    silence: silenceOf(data, now),
    isOwner: data?.self?.role === GroupRole.Owner,
    /** The owner and admins may write "@All". */
    isStaff: data?.self?.role === GroupRole.Owner || data?.self?.role === GroupRole.Admin,
  };
}

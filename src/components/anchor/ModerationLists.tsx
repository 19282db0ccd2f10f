import { Trans, useLingui } from '@lingui/react/macro';
import type { z } from 'zod';

import { pageOffset } from '../../../protocol/pagination';
import {
  mayDo,
  ROOM_MUTE_DURATIONS,
  type RoomMuteDuration,
  type RoomRole,
} from '../../../protocol/roomConstants';
import type { roomStaffSchema } from '../../../protocol/roomModeration';
import { callData } from '../../api/client';
import { formatDate } from '../../i18n/format';
import { useStore } from '../../state/store';
import { useCallQuery } from '../ui/useCallQuery';
import { usePaging } from '../ui/usePaging';
import { type Page, PagedList, Person, ROOM_LIST_FRESH, useModerationAction } from './PagedList';
import { RowAction } from './RowAction';
import { viewerActions } from './roomTools';

/** The five moderation lists of §2 with their row actions (each allowed by the role's rights). */
interface PanelProps {
  roomID: string;
  role: RoomRole;
}

function useWhen() {
  const { language } = useStore();
  return (ms: number) => formatDate(language, ms, { dateStyle: 'short', timeStyle: 'short' });
}

function useRoleName() {
  const { t } = useLingui();
  const names: Record<RoomRole, string> = {
    platform: t`Platform admin`,
    anchor: t`Anchor`,
    assistant: t`Assistant`,
    admin: t`Room admin`,
    viewer: t`Viewer`,
    guest: t`Guest`,
  };
  return (role: RoomRole) => names[role];
}

export function ViewersPanel({ roomID, role }: PanelProps) {
  const { t } = useLingui();
  const { userInfo } = useStore();
  const roleName = useRoleName();
  const durations: Record<string, string> = {
    '10': t`10 minutes`,
    '30': t`30 minutes`,
    '60': t`60 minutes`,
    match: t`Until the match ends`,
  };
  const paging = usePaging();
  const { page, pageSize } = paging;
  const rows = useCallQuery('roomViewers', { roomID, page, pageSize }, ROOM_LIST_FRESH);
  const action = useModerationAction();
  return (
    <PagedList
      rows={rows}
      paging={paging}
      empty={t`No logged-in viewer is in the room right now`}
      rowKey={(v) => v.userID}
      row={(v) => {
        const can = viewerActions(role, v.role, v.userID === userInfo?.uid);
        const nickname = v.nickname;
        return (
          <>
            <Person nickname={v.nickname} avatar={v.avatar} detail={roleName(v.role)} />
            <div className="mod-actions">
              {can.mute ? (
                <select
                  aria-label={t`Mute ${nickname}`}
                  value=""
                  onChange={(e) => {
                    const raw = e.target.value;
                    if (!raw) return;
                    const duration = (raw === 'match' ? 'match' : Number(raw)) as RoomMuteDuration;
                    action.run(
                      () => callData('stopChat', { roomID, action: 'mute', userID: v.userID, duration }),
                      t`${nickname} is muted`,
                    );
                  }}
                >
                  <option value="">{t`Mute…`}</option>
                  {ROOM_MUTE_DURATIONS.map((d) => (
                    <option key={d} value={String(d)}>
                      {durations[String(d)]}
                    </option>
                  ))}
                </select>
              ) : null}
              {can.appoint ? (
                <RowAction
                  run={() => callData('editUser', { roomID, userID: v.userID, role: 'admin' })}
                  done={t`${nickname} is a room admin now`}
                >
                  <Trans>Make admin</Trans>
                </RowAction>
              ) : null}
              {can.blacklist ? (
                <RowAction
                  run={() => callData('roomBlacklistSet', { roomID, userID: v.userID, on: true })}
                  done={t`${nickname} was removed from the chat`}
                  danger
                >
                  <Trans>Blacklist</Trans>
                </RowAction>
              ) : null}
            </div>
          </>
        );
      }}
    />
  );
}

export function MutesPanel({ roomID, role }: PanelProps) {
  const { t } = useLingui();
  const when = useWhen();
  const paging = usePaging();
  const { page, pageSize } = paging;
  const rows = useCallQuery('roomMuteList', { roomID, page, pageSize }, ROOM_LIST_FRESH);
  return (
    <PagedList
      rows={rows}
      paging={paging}
      empty={t`Nobody is muted`}
      rowKey={(m) => m.userID}
      row={(m) => {
        const nickname = m.nickname;
        const end = m.until !== null ? when(m.until) : null;
        return (
          <>
            <Person
              nickname={m.nickname}
              avatar={m.avatar}
              detail={end ? t`Muted until ${end}` : t`Muted until the match ends`}
            />
            {mayDo(role, 'mute') ? (
              <div className="mod-actions">
                <RowAction
                  run={() => callData('stopChat', { roomID, action: 'unmute', userID: m.userID })}
                  done={t`${nickname} may chat again`}
                >
                  <Trans context="room chat mute">Unmute</Trans>
                </RowAction>
              </div>
            ) : null}
          </>
        );
      }}
    />
  );
}

type Staff = z.infer<typeof roomStaffSchema>;

/** anchor_user answers the whole (short) list: it is paged here. */
function staffPage(staff: Staff[], page: number, pageSize: number): Page<Staff> {
  const from = pageOffset(page, pageSize);
  return { list: staff.slice(from, from + pageSize), total: staff.length };
}

export function AdminsPanel({ roomID, role }: PanelProps) {
  const { t } = useLingui();
  const when = useWhen();
  const roleName = useRoleName();
  const paging = usePaging();
  const { page, pageSize } = paging;
  const rows = useCallQuery(
    'anchorUser',
    { roomID },
    { ...ROOM_LIST_FRESH, select: (staff) => staffPage(staff, page, pageSize) },
  );
  return (
    <PagedList
      rows={rows}
      paging={paging}
      empty={t`No room admin yet. Appoint one from the online viewers.`}
      rowKey={(s) => s.userID}
      row={(s) => {
        const nickname = s.nickname;
        const since = when(s.since);
        const roleText = roleName(s.role);
        return (
          <>
            <Person nickname={s.nickname} avatar={s.avatar} detail={t`${roleText} since ${since}`} />
            {mayDo(role, 'appoint') ? (
              <div className="mod-actions">
                <RowAction
                  run={() => callData('editUser', { roomID, userID: s.userID, role: 'none' })}
                  done={t`${nickname} is no longer a room admin`}
                >
                  <Trans>Revoke</Trans>
                </RowAction>
              </div>
            ) : null}
          </>
        );
      }}
    />
  );
}

export function HistoryPanel({ roomID }: PanelProps) {
  const { t } = useLingui();
  const when = useWhen();
  const paging = usePaging();
  const { page, pageSize } = paging;
  const rows = useCallQuery('roomViewerHistory', { roomID, page, pageSize }, ROOM_LIST_FRESH);
  return (
    <PagedList
      rows={rows}
      paging={paging}
      empty={t`Nobody has visited the room yet`}
      rowKey={(v) => v.userID}
      row={(v) => {
        const last = when(v.lastAt);
        const visits = v.visits;
        return (
          <Person nickname={v.nickname} avatar={v.avatar} detail={t`Last visit ${last} · ${visits} visits`} />
        );
      }}
    />
  );
}

export function BlacklistPanel({ roomID, role }: PanelProps) {
  const { t } = useLingui();
  const when = useWhen();
  const paging = usePaging();
  const { page, pageSize } = paging;
  const rows = useCallQuery('roomBlacklist', { roomID, page, pageSize }, ROOM_LIST_FRESH);
  return (
    <PagedList
      rows={rows}
      paging={paging}
      empty={t`The blacklist is empty`}
      rowKey={(b) => b.userID}
      row={(b) => {
        const nickname = b.nickname;
        const since = when(b.since);
        return (
          <>
            <Person nickname={b.nickname} avatar={b.avatar} detail={t`Blacklisted ${since}`} />
            {mayDo(role, 'blacklist') ? (
              <div className="mod-actions">
                <RowAction
                  run={() => callData('roomBlacklistSet', { roomID, userID: b.userID, on: false })}
                  done={t`${nickname} may join the chat again`}
                >
                  <Trans>Remove</Trans>
                </RowAction>
              </div>
            ) : null}
          </>
        );
      }}
    />
  );
}

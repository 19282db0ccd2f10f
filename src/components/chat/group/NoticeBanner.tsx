import { Trans } from '@lingui/react/macro';
import { useState } from 'react';

import type { GroupInfo } from '../../../../protocol/group';
import { GroupIcon } from './GroupIcons';

const seenKey = (me: string, groupID: string) => `groupNoticeSeen:${me}:${groupID}`;

/** When I last saw the notice of a group (its noticeUpdatedAt then), in this browser. */
function seenAt(me: string, groupID: string): number {
  return Number(localStorage.getItem(seenKey(me, groupID)) ?? 0) || 0;
}

/**
 * The group notice pinned at the top of the conversation (§3 announcement): collapsed to one line,
 * opened by a press; "New notice" while it changed since I last saw it. Screen readers hear a new
 * notice politely.
 */
export function NoticeBanner({ group, me }: { group: GroupInfo; me: string }) {
  const [open, setOpen] = useState(false);
  const [seen, setSeen] = useState(() => seenAt(me, group.groupID));
  const updated = group.noticeUpdatedAt ?? 0;
  const fresh = updated > seen;
  if (!group.notice) return null;

  function toggle() {
    setOpen(!open);
    if (fresh) {
      localStorage.setItem(seenKey(me, group.groupID), String(updated));
      setSeen(updated);
    }
  }

  return (
    <div className={`group-notice${fresh ? ' fresh' : ''}${open ? ' open' : ''}`} data-testid="group-notice">
      <button type="button" className="group-notice-toggle" aria-expanded={open} onClick={toggle}>
        <GroupIcon name="megaphone" size={16} />
        <span aria-live="polite">
          {fresh ? (
            <strong className="group-notice-new" data-testid="group-notice-new">
              <Trans>New notice</Trans>
            </strong>
          ) : null}
        </span>
        <span className="group-notice-text">{group.notice}</span>
        <span className="group-notice-caret" aria-hidden="true">
          {open ? '▴' : '▾'}
        </span>
      </button>
    </div>
  );
}

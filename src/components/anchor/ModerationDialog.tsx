import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useRef, useState } from 'react';

import type { RoomRole } from '../../../protocol/room';
import { Dialog } from '../ui/Dialog';
import { AdminsPanel, BlacklistPanel, HistoryPanel, MutesPanel, ViewersPanel } from './ModerationLists';
import { listTabs, type ModerationTab } from './roomTools';

/**
 * The moderation lists of §2 in one dialog with tabs (arrow keys move between them): online
 * viewers, mutes with their end times, room admins, historical viewers, the blacklist.
 */
export function ModerationDialog({
  roomID,
  role,
  onClose,
}: {
  roomID: string;
  role: RoomRole;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [tab, setTab] = useState<ModerationTab>('viewers');
  const shown = listTabs(role);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const label: Record<ModerationTab, string> = {
    viewers: t`Online viewers`,
    mutes: t`Muted`,
    admins: t`Room admins`,
    history: t`Past viewers`,
    blacklist: t`Blacklist`,
  };

  function handleKey(e: KeyboardEvent) {
    const i = shown.indexOf(tab);
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = (i + step + shown.length) % shown.length;
    setTab(shown[next]!);
    tabs.current[next]?.focus();
  }

  const props = { roomID, role };
  const title = shown.length > 1 ? t`Moderation lists` : t`Online viewers`;
  return (
    <Dialog title={title} onClose={onClose} testId="moderation-dialog">
      <div className="mod-tabs" role="tablist" aria-label={title} onKeyDown={handleKey}>
        {shown.map((id, i) => (
          <button
            key={id}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`mod-tab-${id}`}
            aria-selected={tab === id}
            aria-controls={`mod-panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            className="mod-tab"
            onClick={() => setTab(id)}
            data-testid={`mod-tab-${id}`}
          >
            {label[id]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`mod-panel-${tab}`}
        aria-labelledby={`mod-tab-${tab}`}
        className="mod-panel"
        data-testid={`mod-panel-${tab}`}
      >
        {tab === 'viewers' ? <ViewersPanel {...props} /> : null}
        {tab === 'mutes' ? <MutesPanel {...props} /> : null}
        {tab === 'admins' ? <AdminsPanel {...props} /> : null}
        {tab === 'history' ? <HistoryPanel {...props} /> : null}
        {tab === 'blacklist' ? <BlacklistPanel {...props} /> : null}
      </div>
    </Dialog>
  );
}

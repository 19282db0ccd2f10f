import { Trans, useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';

import type { Conversation } from '../../../../protocol/im';
import { GroupMembers } from './GroupMembers';
import { GroupSettings } from './GroupSettings';

type Tab = 'members' | 'settings';
const TABS: readonly Tab[] = ['members', 'settings'];

/**
 * The group's side panel (a drawer over the chat on a phone): the Members and Settings tabs. The
 * arrow keys move between the tabs, Escape closes the panel (the opener takes the focus back).
 */
export function GroupPanel({
  groupID,
  conversation,
  onClose,
}: {
  groupID: string;
  conversation: Conversation | undefined;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [tab, setTab] = useState<Tab>('members');
  const box = useRef<HTMLElement>(null);
  const labels: Record<Tab, string> = { members: t`Members`, settings: t`Settings` };

  useEffect(() => {
    box.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, []);

  function onTabKey(event: KeyboardEvent) {
    const at = TABS.indexOf(tab);
    const next =
      event.key === 'ArrowRight'
        ? (at + 1) % TABS.length
        : event.key === 'ArrowLeft'
          ? (at + TABS.length - 1) % TABS.length
          : -1;
    if (next < 0) return;
    event.preventDefault();
    setTab(TABS[next]!);
    box.current?.querySelector<HTMLElement>(`#group-tab-${TABS[next]}`)?.focus();
  }

  return (
    <>
      <div className="group-panel-scrim" onClick={onClose} aria-hidden="true" />
      <aside
        id="group-panel"
        ref={box}
        className="group-panel"
        aria-label={t`Group info`}
        data-testid="group-panel"
        onKeyDown={(event) => {
          // A menu or dialog inside handles its own Escape first.
          const inDialog = (event.target as Element).closest('dialog') !== null;
          if (event.key === 'Escape' && !event.defaultPrevented && !inDialog) onClose();
        }}
      >
        <header className="group-panel-head">
          <div role="tablist" aria-label={t`Group info`} onKeyDown={onTabKey}>
            {TABS.map((name) => (
              <button
                key={name}
                id={`group-tab-${name}`}
                type="button"
                role="tab"
                aria-selected={tab === name}
                aria-controls={`group-tabpanel-${name}`}
                tabIndex={tab === name ? 0 : -1}
                onClick={() => setTab(name)}
                data-testid={`group-tab-${name}`}
              >
                {labels[name]}
              </button>
            ))}
          </div>
          <button type="button" className="dialog-close" onClick={onClose} aria-label={t`Close`}>
            ×
          </button>
        </header>
        <div
          id={`group-tabpanel-${tab}`}
          role="tabpanel"
          aria-labelledby={`group-tab-${tab}`}
          className="group-panel-body"
        >
          {tab === 'members' ? <GroupMembers groupID={groupID} onMentioned={onClose} /> : null}
          {tab === 'settings' ? <GroupSettings groupID={groupID} conversation={conversation} /> : null}
        </div>
        <p className="visually-hidden">
          <Trans>Press Escape to close the group info.</Trans>
        </p>
      </aside>
    </>
  );
}

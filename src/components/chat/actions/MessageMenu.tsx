import { Trans, useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useRef, useState } from 'react';

import { MenuItems } from '../../ui/MenuItems';
import { useMenuKeys } from '../../ui/useMenuKeys';

/** What can be done to one message; the view decides which apply. */
export type MessageAction = 'copy' | 'quote' | 'forward' | 'select' | 'revoke' | 'delete';

const DANGER: readonly MessageAction[] = ['delete', 'revoke'];

interface Props {
  actions: readonly MessageAction[];
  onAction: (action: MessageAction) => void;
  onClose: () => void;
}

/** The menu of a message (from its ⋯ button or a right click): arrow keys move, Escape closes. */
export function MessageMenu({ actions, onAction, onClose }: Props) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const handleKeyDown = useMenuKeys(box, onClose);
  const [up, setUp] = useState(false);
  const labels: Record<MessageAction, string> = {
    copy: t`Copy`,
    quote: t`Quote`,
    forward: t`Forward`,
    select: t`Select`,
    revoke: t`Revoke`,
    delete: t`Delete`,
  };

  // Open upwards when the list would cut the menu off below.
  useLayoutEffect(() => {
    const menu = box.current?.getBoundingClientRect();
    const list = box.current?.closest('.chat-messages')?.getBoundingClientRect();
    if (menu && list && menu.bottom > list.bottom && menu.top - menu.height > list.top) setUp(true);
  }, []);

  function handlePick(action: MessageAction) {
    onClose();
    onAction(action);
  }

  return (
    <div
      className={`message-menu${up ? ' up' : ''}`}
      role="menu"
      ref={box}
      onKeyDown={handleKeyDown}
      data-testid="message-menu"
    >
      <MenuItems actions={actions} labels={labels} danger={DANGER} onPick={handlePick} />
      <span className="visually-hidden">
        <Trans>Message actions</Trans>
      </span>
    </div>
  );
}

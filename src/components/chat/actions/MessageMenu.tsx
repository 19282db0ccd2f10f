import { Trans, useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** What can be done to one message; the view decides which apply. */
export type MessageAction = 'copy' | 'quote' | 'forward' | 'select' | 'revoke' | 'delete';

interface Props {
  actions: readonly MessageAction[];
  onAction: (action: MessageAction) => void;
  onClose: () => void;
}

/** The menu of a message (from its ⋯ button or a right click): arrow keys move, Escape closes. */
export function MessageMenu({ actions, onAction, onClose }: Props) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
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

  useEffect(() => {
    box.current?.querySelector('button')?.focus();
    const away = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [onClose]);

  function onKeyDown(event: KeyboardEvent) {
    const items = [...(box.current?.querySelectorAll('button') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape') onClose();
    else if (event.key === 'ArrowDown') items[(at + 1) % items.length]?.focus();
    else if (event.key === 'ArrowUp') items[(at - 1 + items.length) % items.length]?.focus();
    else return;
    event.preventDefault();
  }

  return (
    <div
      className={`message-menu${up ? ' up' : ''}`}
      role="menu"
      ref={box}
      onKeyDown={onKeyDown}
      data-testid="message-menu"
    >
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          role="menuitem"
          className={action === 'delete' || action === 'revoke' ? 'danger' : undefined}
          onClick={() => {
            onClose();
            onAction(action);
          }}
          data-action={action}
        >
          {labels[action]}
        </button>
      ))}
      <span className="visually-hidden">
        <Trans>Message actions</Trans>
      </span>
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

import type { FriendRow } from '../../../protocol/friend';
import { callData, errorText } from '../../api/client';
import { refreshFriends } from '../../state/chat';
import { showToast } from '../../state/toasts';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { MenuItems } from '../ui/MenuItems';
import { useCallMutation } from '../ui/useCallMutation';
import { useMenuKeys } from '../ui/useMenuKeys';
import { FRIEND_QUERIES } from './friendQueries';
import { Icon } from './Icon';

type FriendAction = 'chat' | 'block' | 'delete';
const ACTIONS: readonly FriendAction[] = ['chat', 'block', 'delete'];
const DANGER: readonly FriendAction[] = ['block', 'delete'];

/**
 * The ⋯ menu of a friend in the address book: send a message, block, delete the friend (both sides,
 * after a confirmation). `onGone`: the friend left the list (blocked or deleted), so the focus,
 * which was on this row, needs a new place.
 */
export function FriendMenu({
  friend,
  onChat,
  onGone,
}: {
  friend: FriendRow;
  onChat: () => void;
  onGone: () => void;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const name = friend.remark || friend.nickname;
  // The dialog is gone from the page before it closes, so the browser gives the focus back to
  // nothing: back to ⋯ here (after a delete, FriendList moves it on to the search field).
  const wasAsking = useRef(false);
  useEffect(() => {
    if (wasAsking.current && !asking) trigger.current?.focus();
    wasAsking.current = asking;
  }, [asking]);
  const remove = useCallMutation('friendDelete', {
    invalidates: FRIEND_QUERIES,
    onSuccess: () => {
      setAsking(false);
      showToast(t`${name} is no longer your friend`, 'success');
      onGone();
    },
  });

  async function block() {
    try {
      await callData('blacklistAdd', { userID: friend.appNumber });
      showToast(t`${friend.nickname} is blocked`, 'success');
      onGone();
      refreshFriends();
    } catch (failure) {
      showToast(errorText(failure), 'error');
    }
  }

  // Stable: useMenuKeys puts the focus on the first item again whenever its onClose changes.
  const handleClose = useCallback((focusWasInside: boolean) => {
    setOpen(false);
    if (focusWasInside) trigger.current?.focus();
  }, []);

  function handlePick(action: FriendAction) {
    // Back on the button before the menu goes (the focused item goes with it).
    trigger.current?.focus();
    setOpen(false);
    if (action === 'chat') onChat();
    else if (action === 'block') void block();
    else {
      remove.reset();
      setAsking(true);
    }
  }

  return (
    <span className="friend-menu-anchor">
      <button
        ref={trigger}
        type="button"
        className="friend-menu-btn"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t`More actions for ${name}`}
        onClick={() => setOpen(!open)}
        // A press on the button of an open menu is not a press outside it (that would close and reopen it).
        onPointerDown={(event) => {
          if (open) event.stopPropagation();
        }}
        data-testid="friend-menu-button"
      >
        <Icon name="dots" size={18} />
      </button>
      {open ? <FriendActions name={name} anchor={trigger} onPick={handlePick} onClose={handleClose} /> : null}
      {asking ? (
        <ConfirmDialog
          title={t`Delete this friend?`}
          testId="friend-delete-dialog"
          confirmTestId="friend-delete-confirm"
          errorTestId="friend-delete-error"
          danger
          busy={remove.isPending}
          error={remove.error ? errorText(remove.error) : ''}
          confirmLabel={<Trans>Delete friend</Trans>}
          busyLabel={<Trans>Deleting…</Trans>}
          onConfirm={() => remove.mutate({ userID: friend.appNumber })}
          onClose={() => setAsking(false)}
        >
          <p>
            <Trans>
              {name} will be removed from your friends, and you from theirs. To chat again, one of you sends a
              new friend request.
            </Trans>
          </p>
        </ConfirmDialog>
      ) : null}
    </span>
  );
}

const GAP = 4;

/** Where the menu goes by its ⋯ button: below, else above, its right edge on the button's, in the viewport. */
function placeBy(anchor: HTMLElement, menu: HTMLElement): { top: number; left: number } {
  const at = anchor.getBoundingClientRect();
  const { height, width } = menu.getBoundingClientRect();
  const below = at.bottom + GAP + height <= window.innerHeight;
  const top = below ? at.bottom + GAP : Math.max(GAP, at.top - GAP - height);
  const left = Math.min(Math.max(GAP, at.right - width), window.innerWidth - width - GAP);
  return { top, left };
}

/**
 * The menu itself, fixed to the viewport by its button (the address book scrolls and clips), so it
 * follows the button when the list scrolls.
 */
function FriendActions({
  name,
  anchor,
  onPick,
  onClose,
}: {
  name: string;
  anchor: RefObject<HTMLElement | null>;
  onPick: (action: FriendAction) => void;
  /** Escape or a press outside; whether the focus was in the menu (then it goes back to ⋯). */
  onClose: (focusWasInside: boolean) => void;
}) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const close = useCallback(() => onClose(Boolean(box.current?.contains(document.activeElement))), [onClose]);
  const handleKeyDown = useMenuKeys(box, close);
  const labels: Record<FriendAction, string> = {
    chat: t`Send message`,
    block: t`Block`,
    delete: t`Delete friend`,
  };

  useLayoutEffect(() => {
    const update = () => {
      if (!anchor.current || !box.current) return;
      const { top, left } = placeBy(anchor.current, box.current);
      // Written before paint, without state (the first item takes the focus right after).
      Object.assign(box.current.style, { top: `${top}px`, left: `${left}px` });
    };
    update();
    document.addEventListener('scroll', update, true);
    window.addEventListener('resize', update);
    return () => {
      document.removeEventListener('scroll', update, true);
      window.removeEventListener('resize', update);
    };
  }, [anchor]);

  return (
    <div
      className="friend-menu"
      role="menu"
      aria-label={t`Actions for ${name}`}
      ref={box}
      onKeyDown={handleKeyDown}
      data-testid="friend-menu"
    >
      <MenuItems actions={ACTIONS} labels={labels} danger={DANGER} onPick={onPick} />
    </div>
  );
}

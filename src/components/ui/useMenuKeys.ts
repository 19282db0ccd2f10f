import { type KeyboardEvent, type RefObject, useEffect, useEffectEvent, useLayoutEffect } from 'react';

/**
 * Keyboard and focus of a small menu of buttons in `box`: its first item takes the focus, a press
 * outside or Escape closes it, the arrow keys move round the items. With `roving` (items kept out
 * of the tab order) Home and End move too, and Tab closes it as the focus leaves. A menu that goes
 * with the focus in it (Escape, a pick) hands the focus back to what had it when it opened.
 * Returns the menu's keydown handler.
 */
export function useMenuKeys(
  box: RefObject<HTMLElement | null>,
  onClose: () => void,
  { roving = false }: { roving?: boolean } = {},
) {
  useLayoutEffect(() => {
    const menu = box.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // A layout cleanup runs before the menu leaves the page, so a dialog a pick opens in the same
    // render (a confirmation, forward) already finds the focus on the opener and returns it there.
    return () => {
      if (opener?.isConnected && menu?.contains(document.activeElement)) opener.focus();
    };
  }, [box]);

  // The owner passes a new onClose on each of its renders (a message list re-renders when a message
  // arrives or is read): the focus goes to the first item once, when the menu opens, not on each.
  const close = useEffectEvent(onClose);
  useEffect(() => {
    box.current?.querySelector('button')?.focus();
    const away = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [box]);

  function handleKeyDown(event: KeyboardEvent) {
    const items = [...(box.current?.querySelectorAll('button') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    const moves: Record<string, number> = {
      ArrowDown: (at + 1) % items.length,
      ArrowUp: (at - 1 + items.length) % items.length,
      ...(roving ? { Home: 0, End: items.length - 1 } : {}),
    };
    if (event.key === 'Escape' || (roving && event.key === 'Tab')) onClose();
    else if (moves[event.key] !== undefined) items[moves[event.key]!]?.focus();
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  }

  return handleKeyDown;
}

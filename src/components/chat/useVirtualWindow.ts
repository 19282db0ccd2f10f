import { useEffect, useLayoutEffect, useRef, useState } from 'react';

const ESTIMATE = 72;
const OVERSCAN_PX = 600;
const BOTTOM_SLACK = 48;

function setScrollTop(el: HTMLElement, top: number): void {
  el.scrollTop = top;
}

export interface VirtualWindow {
  /** Ref callback of the scrolling box. */
  box: (el: HTMLElement | null) => void;
  start: number;
  end: number;
  top: number;
  bottom: number;
  /** Ref callback of every rendered row (which carries `data-key`): its height replaces the estimate. */
  measure: (el: HTMLElement | null) => void;
  /** Scroll handler of the box; returns the scroll position. */
  onScroll: () => number;
  scrollToBottom: () => void;
}

/**
 * Renders only the rows around the scroll position of `box` (plus an overscan above and below);
 * spacers stand for the rest. Heights are measured once rendered and estimated before. Keeps the
 * view at the bottom when it was there, and in place when older rows are prepended.
 */
export function useVirtualWindow(keys: readonly string[]): VirtualWindow {
  const scroller = useRef<HTMLElement | null>(null);
  const [heights, setHeights] = useState<ReadonlyMap<string, number>>(new Map());
  const [view, setView] = useState({ scrollTop: 0, height: 600 });
  const atBottom = useRef(true);
  const observer = useRef<ResizeObserver | null>(null);
  const previousFirst = useRef<string | undefined>(undefined);

  const offsets = [0];
  for (const key of keys) offsets.push(offsets.at(-1)! + (heights.get(key) ?? ESTIMATE));
  const total = offsets.at(-1)!;
  let start = 0;
  while (start < keys.length && offsets[start + 1]! < view.scrollTop - OVERSCAN_PX) start++;
  let end = start;
  while (end < keys.length && offsets[end]! < view.scrollTop + view.height + OVERSCAN_PX) end++;

  function readView() {
    const el = scroller.current;
    if (!el) return;
    setView((v) =>
      v.scrollTop === el.scrollTop && v.height === el.clientHeight
        ? v
        : { scrollTop: el.scrollTop, height: el.clientHeight },
    );
  }

  function onScroll(): number {
    const el = scroller.current;
    if (!el) return 0;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < BOTTOM_SLACK;
    readView();
    return el.scrollTop;
  }

  function scrollToBottom() {
    const el = scroller.current;
    if (!el) return;
    setScrollTop(el, el.scrollHeight);
    atBottom.current = true;
  }

  function onResize(entries: ResizeObserverEntry[]) {
    const box = scroller.current;
    if (entries.some((e) => e.target === box)) readView();
    setHeights((prev) => {
      const next = new Map(prev);
      let shift = 0;
      for (const entry of entries) {
        const el = entry.target as HTMLElement;
        const key = el.dataset.key;
        const height = el.offsetHeight;
        if (el === box || !key || height === 0 || prev.get(key) === height) continue;
        const before = prev.get(key) ?? ESTIMATE;
        // A row above the viewport changed: keep what the reader looks at in place.
        if (box && el.offsetTop + before <= box.scrollTop) shift += height - before;
        next.set(key, height);
      }
      if (box && shift !== 0 && !atBottom.current) setScrollTop(box, box.scrollTop + shift);
      return next.size === prev.size && shift === 0 && entries.every((e) => e.target === box) ? prev : next;
    });
  }

  function measure(el: HTMLElement | null) {
    if (!el) return;
    observer.current ??= new ResizeObserver(onResize);
    observer.current.observe(el);
  }

  function box(el: HTMLElement | null) {
    scroller.current = el;
    measure(el);
  }

  useEffect(() => () => observer.current?.disconnect(), []);

  const firstKey = keys[0];
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const prev = previousFirst.current;
    previousFirst.current = firstKey;
    const kept = prev === undefined ? -1 : keys.indexOf(prev);
    // Moving the scroll position fires 'scroll', which reads the new view.
    if (kept > 0 && !atBottom.current) setScrollTop(el, el.scrollTop + offsets[kept]!);
    else if (atBottom.current) setScrollTop(el, el.scrollHeight);
    // Runs when rows come or go and when the total height changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firstKey, keys.length, total]);

  return {
    box,
    start,
    end,
    top: offsets[start]!,
    bottom: total - offsets[end]!,
    measure,
    onScroll,
    scrollToBottom,
  };
}

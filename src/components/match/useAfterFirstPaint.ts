import { useEffect, useState } from 'react';

/** Hidden tabs paint no frames: past this, the second render comes anyway. */
const HIDDEN_TAB_MS = 100;

/**
 * False for a component's first render, true from the render after the browser has painted it (the
 * next frame, then a task). A long page renders its headings and loading blocks first and its cards
 * right after, so its first paint does not wait for every card (see HomeSections).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const done = () => setPainted(true);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      clearTimeout(timer);
      timer = setTimeout(done);
    });
    timer = setTimeout(done, HIDDEN_TAB_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

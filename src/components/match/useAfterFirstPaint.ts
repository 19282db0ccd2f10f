import { startTransition, useEffect, useState } from 'react';

/** Hidden tabs paint no frames: past this, the second render comes anyway. */
const HIDDEN_TAB_MS = 100;

/**
 * False for a component's first render, true from the render after the browser has painted it (the
 * next frame, then a task). A long page renders its headings and loading blocks first and its cards
 * right after, so its first paint does not wait for every card (see HomeSections). `sliced`: that
 * second render is a transition, which React renders in slices, yielding between them, not in one
 * long task (the live pages: a room's chat, space, about and recommendations together took ~50 ms on
 * a 2-core machine, ~200 ms under Lighthouse's 4x CPU); not the home's, whose cards are its largest
 * paint and come soonest as one render.
 */
export function useAfterFirstPaint(sliced = false): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const done = () => (sliced ? startTransition(() => setPainted(true)) : setPainted(true));
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
  }, [sliced]);
  return painted;
}

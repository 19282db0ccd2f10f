/**
 * The pure rules of the lightbox (src/components/ui/Lightbox.tsx): stepping through the pictures
 * with wrap-around, the keys it answers, what a swipe on a touch screen means, and where Tab goes
 * inside it (focus stays in the lightbox while it is open).
 */

/** The index `delta` pictures away from `index` in a list of `count`, wrapping at both ends. */
export function stepIndex(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

/** The step of a key: ←/→ go to the previous / next picture (Home and End to the ends), else null. */
export function keyStep(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowLeft':
      return stepIndex(index, -1, count);
    case 'ArrowRight':
      return stepIndex(index, 1, count);
    case 'Home':
      return 0;
    case 'End':
      return Math.max(0, count - 1);
    default:
      return null;
  }
}

/** A swipe shorter than this (CSS px) is a tap. */
export const SWIPE_MIN_PX = 40;

/**
 * What a finger's move from touch start to touch end means: -1 the previous picture (moved right),
 * 1 the next (moved left), 0 nothing (too short, or more vertical than horizontal: a scroll).
 */
export function swipeStep(dx: number, dy: number, min = SWIPE_MIN_PX): -1 | 0 | 1 {
  if (Math.abs(dx) < min || Math.abs(dx) < Math.abs(dy) * 1.5) return 0;
  return dx > 0 ? -1 : 1;
}

/**
 * Where Tab (or Shift+Tab) from the element at `current` of `count` focusable elements goes:
 * round from the last to the first and back, so the keyboard stays in the lightbox. Null: let the
 * browser move it (a move inside the list).
 */
export function trapTarget(current: number, count: number, backwards: boolean): number | null {
  if (count === 0) return null;
  if (current < 0) return backwards ? count - 1 : 0;
  if (backwards && current === 0) return count - 1;
  if (!backwards && current === count - 1) return 0;
  return null;
}

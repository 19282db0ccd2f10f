/**
 * How long a visitor's live route holds the app back for the early stream's first frame, at most
 * (issue 18): the first render's gate (./renderGate.ts) and index.html's inline script, which
 * evaluates the entry (./pageStart.ts). A module of its own: the inline script takes nothing else.
 */
export const RENDER_HOLD_MS = 1500;

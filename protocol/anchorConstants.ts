/**
 * Anchors (§2, §3) without zod, what the page imports: the "All" column and the like/collect states.
 * The shapes of the anchor calls are in protocol/anchor.ts, which re-exports this module.
 */

/** anchorType 0 is "All" (every column). */
export const ALL_ANCHOR_TYPE = 0;

/** Like/collect toggle of §3: state 1 active (follow), 2 inactive (unfollow); the counter moves by one. */
export const FollowState = { Active: 1, Inactive: 2 } as const;

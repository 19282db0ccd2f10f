/** Anchors: what other modules may use (tell followers a room went live, the default room type). */
export { tellFollowers } from './liveSign';
export { DEFAULT_ANCHOR_TYPE } from './roomCards';

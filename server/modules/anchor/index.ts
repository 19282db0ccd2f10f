/** Anchors: what other modules may use (tell followers a room went live, the default room type, task stages). */
export { tellFollowers } from './liveSign';
export { DEFAULT_ANCHOR_TYPE } from './roomCards';
export { recordTask } from './tasks';

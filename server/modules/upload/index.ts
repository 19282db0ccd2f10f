/** Signed uploads: what other modules may use (media URLs only from our storage). */
export { isOwnUpload } from './storage';

/** Signed uploads: what other modules may use (media URLs only from our storage, fresh uploads taken once). */
export { isOwnUpload, newKey } from './storage';
export { isLocal } from './localStorage';
export { claimUploads, describeKey, ownsUploads, uploadKeyOf } from './claim';
export { matchesContentType, HEAD_BYTES } from './fileType';

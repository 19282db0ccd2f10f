/** Going live: what other modules may use (the platform cuts a stream, resets a live code, reads the ingest). */
export { cutAnchorStream } from './sessions';
export { replaceLiveCode } from './codes';
export { liveDir } from './liveState';

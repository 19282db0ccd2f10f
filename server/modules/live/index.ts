/** Going live: what other modules may use (the platform cuts a stream). */
export { cutAnchorStream } from './sessions';

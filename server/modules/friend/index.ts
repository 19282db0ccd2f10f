/**
 * Friends and the message center: what other modules may use (a user's message settings, the
 * system messages the product writes: notifyUser, announce).
 */
export { readMessageSettings } from './messageSettings';
export { announce, type Notice, notifyUser } from './notices';

/** Friends and the message center: what other modules may use (a user's message settings). */
export { readMessageSettings } from './messageSettings';

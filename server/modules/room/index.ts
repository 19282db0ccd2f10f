/** Chat rooms: what other modules may use (resolve a room and a caller's role, make a room message). */
export { resolveRoom, roleOf } from './rooms';
export { roomMessage } from './chatFunctions';
/** The refused-word list (the console's /admin/words). */
export { changeSensitiveWords, readSensitiveWords, refusedWordsIn } from './words';

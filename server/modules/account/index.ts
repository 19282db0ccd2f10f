/** The account module's public surface: what other modules may use (the console resets security codes). */
export { hashPassword } from './passwords';

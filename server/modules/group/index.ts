/**
 * The group module's public surface: its HTTP calls (registered by server/app.ts). Other modules
 * need nothing else of it: im reads the group tables it checks at each send with SQL, and must never
 * import this module (server/modules/boundaries.test.ts).
 */
export { groupHandlers } from './groupRoutes';

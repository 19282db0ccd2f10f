/**
 * The realtime module's public surface: what other modules may use of the messaging socket
 * (register socket functions, reach a user's sockets on any node, ask presence).
 */
export { eventFrame, hasNul } from './frames';
export type { ImPush } from './events';
export type { HubSocket } from './hub';
export type { UserPresence } from './presenceService';
export type { PresenceService } from './presenceService';
export {
  type FuncData,
  type FuncReply,
  type SocketCall,
  type SocketFunction,
  type SocketFunctionTable,
  type UserSocketCall,
} from './registry';
export { createRealtime, type Realtime } from './runtime';
export { registerRealtimeGateway } from './gateway';

import type { HubSocket } from '../../server/modules/realtime';

/**
 * A socket for the hubs without a connection (server/modules/realtime/hub.ts): a guest when it has
 * no `userId`, frames dropped unless `send` / `sendPrepared` are given. The room tests and the
 * room benches share it.
 */
export function hubSocket(
  id: string,
  options: {
    userId?: number | undefined;
    ip?: string;
    send?: HubSocket['send'];
    sendPrepared?: HubSocket['sendPrepared'];
  } = {},
): HubSocket {
  const guest = options.userId === undefined;
  return {
    id,
    userID: guest ? `guest_${id}` : String(options.userId),
    guest,
    tokenHash: undefined,
    ip: options.ip ?? '127.0.0.1',
    send: options.send ?? (() => undefined),
    ...(options.sendPrepared ? { sendPrepared: options.sendPrepared } : {}),
    kick: () => undefined,
  };
}

import { randomBytes } from 'node:crypto';

import { GUEST_ID_PREFIX, IM_PATH } from '../../../protocol/im';
import type { AppContext } from '../../context';
import { socketOrigin } from '../../services/socketOrigin';
import type { Handlers } from '../../http/registerApi';

/** `/openim-url/get` and `/system/domain` (§7): where the messaging socket is, and a guest id. */
export function imHandlers(ctx: AppContext): Handlers {
  return {
    openImUrl: ({ req }) =>
      Promise.resolve({
        wsUrl: socketOrigin(ctx.config, req) + IM_PATH,
        guestID: GUEST_ID_PREFIX + randomBytes(12).toString('base64url'),
      }),
    systemDomain: ({ req }) => Promise.resolve({ domain: socketOrigin(ctx.config, req) }),
  };
}

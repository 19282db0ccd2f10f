import { randomBytes } from 'node:crypto';

import type { FastifyRequest } from 'fastify';

import { GUEST_ID_PREFIX, IM_PATH } from '../../../protocol/im';
import type { AppContext } from '../../context';
import type { Handlers } from '../../http/registerApi';

const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/** ws(s)://host of PUBLIC_URL, else of the request (its Host header, https behind a trusted proxy). */
function socketOrigin(ctx: AppContext, req: FastifyRequest): string {
  if (ctx.config.publicUrl) {
    const url = new URL(ctx.config.publicUrl);
    return `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`;
  }
  const host = HOST.test(req.host) ? req.host : 'localhost';
  return `${req.protocol === 'https' ? 'wss' : 'ws'}://${host}`;
}

/** `/openim-url/get` and `/system/domain` (§7): where the messaging socket is, and a guest id. */
export function imHandlers(ctx: AppContext): Handlers {
  return {
    openImUrl: ({ req }) =>
      Promise.resolve({
        wsUrl: socketOrigin(ctx, req) + IM_PATH,
        guestID: GUEST_ID_PREFIX + randomBytes(12).toString('base64url'),
      }),
    systemDomain: ({ req }) => Promise.resolve({ domain: socketOrigin(ctx, req) }),
  };
}

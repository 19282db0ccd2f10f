import { z } from 'zod';

import * as p from './push';
import { pushEndpoints as e } from './pushEndpoints';

/** Summaries and schemas of the calls of protocol/pushEndpoints.ts, spread into protocol/api.ts. */
export const pushApi = {
  pushVapidKey: {
    ...e.pushVapidKey,
    summary: 'The VAPID public key to subscribe with (applicationServerKey)',
    request: z.strictObject({}),
    response: p.vapidKeyResponse,
  },
  pushToken: {
    ...e.pushToken,
    summary: 'Register this browser for push: platform 3/4/5 by engine and the subscription as JSON',
    request: p.pushTokenRequest,
    response: p.pushTokenResponse,
  },
  pushTokenRemove: {
    ...e.pushTokenRemove,
    summary: 'Forget a push subscription of mine (logout, notifications turned off)',
    request: p.pushTokenRemoveRequest,
    response: p.removedResponse,
  },
  adminPush: {
    ...e.adminPush,
    summary: 'Send a custom (4) or news (3) push to everyone or to some accounts',
    request: p.adminPushRequest,
    response: p.adminPushResponse,
  },
};

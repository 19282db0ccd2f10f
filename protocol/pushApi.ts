import { z } from 'zod';

import * as p from './push';
import { pushEndpoints as e } from './pushEndpoints';

/** Schemas of the calls of protocol/pushEndpoints.ts, spread into protocol/api.ts. */
export const pushApi = {
  pushVapidKey: { ...e.pushVapidKey, request: z.strictObject({}), response: p.vapidKeyResponse },
  pushToken: { ...e.pushToken, request: p.pushTokenRequest, response: p.pushTokenResponse },
  pushTokenRemove: { ...e.pushTokenRemove, request: p.pushTokenRemoveRequest, response: p.removedResponse },
  adminPush: { ...e.adminPush, request: p.adminPushRequest, response: p.adminPushResponse },
};

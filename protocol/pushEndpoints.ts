import type { EndpointInfo } from './endpointInfo';

/**
 * Web push (§7 `/jpush/pushToken`), spread into protocol/endpoints.ts. The page reads the VAPID
 * public key, subscribes on the user's click and registers the subscription; logout removes it.
 */
export const pushEndpoints = {
  pushVapidKey: {
    method: 'GET',
    path: '/jpush/vapid_public_key',
    access: 'public',
  },
  pushToken: {
    method: 'POST',
    path: '/jpush/pushToken',
    access: 'user',
  },
  pushTokenRemove: {
    method: 'POST',
    path: '/jpush/pushToken/remove',
    access: 'user',
  },
  adminPush: {
    method: 'POST',
    path: '/admin/push',
    access: 'admin',
  },
} as const satisfies Record<string, EndpointInfo>;

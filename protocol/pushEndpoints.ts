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
    summary: 'The VAPID public key to subscribe with (applicationServerKey)',
  },
  pushToken: {
    method: 'POST',
    path: '/jpush/pushToken',
    access: 'user',
    summary: 'Register this browser for push: platform 3/4/5 by engine and the subscription as JSON',
  },
  pushTokenRemove: {
    method: 'POST',
    path: '/jpush/pushToken/remove',
    access: 'user',
    summary: 'Forget a push subscription of mine (logout, notifications turned off)',
  },
  adminPush: {
    method: 'POST',
    path: '/admin/push',
    access: 'admin',
    summary: 'Send a custom (4) or news (3) push to everyone or to some accounts',
  },
} as const satisfies Record<string, EndpointInfo>;

import type { Access, EndpointInfo } from './endpointInfo';

/**
 * The platform console's calls for the match data (feed status, import, stream URLs, hot matches, simulator), live monitor (rooms live, cut, live codes, room moderation audit) and money (daily gifts and red envelopes, ledger reconcile); spread into protocol/endpoints.ts. Every one is
 * 'admin' (a platform admin's token, or the admin key of `npm run admin`).
 */
const post = <A extends Access>(access: A, path: string) => ({ method: 'POST', path, access }) as const;

export const adminOpsEndpoints = {
  adminFeedStatus: post('admin', '/admin/feed_status'),
  adminFeedImport: post('admin', '/admin/feed_import'),
  adminMatchList: post('admin', '/admin/match_list'),
  adminMatchHot: post('admin', '/admin/match_hot'),
  adminMatchSimulator: post('admin', '/admin/match_simulator'),
  adminLiveRooms: post('admin', '/admin/live_rooms'),
  adminLiveCut: post('admin', '/admin/live_cut'),
  adminLiveCodeReset: post('admin', '/admin/live_code_reset'),
  adminRoomAudit: post('admin', '/admin/room_audit'),
  adminMoneyDaily: post('admin', '/admin/money_daily'),
  adminReconcile: post('admin', '/admin/reconcile'),
} as const satisfies Record<string, EndpointInfo>;

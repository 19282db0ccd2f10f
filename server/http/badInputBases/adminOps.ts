import type { adminOpsEndpoints } from '../../../protocol/adminOpsEndpoints';
import type { BadInputBase } from './base';

/** The bad-input suite's rows (./base.ts) of protocol/adminOpsEndpoints.ts, all sent as an admin. */
export const adminOpsBases = {
  // No MATCH_FEED in the suite: the import answers "not configured" and writes nothing.
  adminFeedStatus: { body: {}, auth: 'admin', readOnly: true },
  adminFeedImport: { body: {}, auth: 'admin', readOnly: true },
  adminMatchList: {
    body: { query: 'united', filter: 'all', sort: 'kickoff', order: 'desc', page: 1, pageSize: 10 },
    auth: 'admin',
    readOnly: true,
  },
  adminMatchHot: { body: { matchId: 999999, hot: true }, auth: 'admin' },
  // Only the words 'on' and 'off' switch it: every mutation is refused by the schema.
  adminMatchSimulator: { body: { state: 'on' }, auth: 'admin' },
  adminLiveRooms: {
    body: { query: '', sort: 'viewers', page: 1, pageSize: 10 },
    auth: 'admin',
    readOnly: true,
  },
  adminLiveCut: { body: { username: 'nobody999', reason: 'test' }, auth: 'admin' },
  adminLiveCodeReset: { body: { username: 'nobody999', reason: 'test' }, auth: 'admin' },
  adminRoomAudit: {
    body: { query: '', room: '', actor: '', from: '2026-01-01', to: '2026-01-31', page: 1, pageSize: 10 },
    auth: 'admin',
    readOnly: true,
  },
  adminMoneyDaily: { body: {}, auth: 'admin', readOnly: true },
  adminReconcile: { body: {}, auth: 'admin', readOnly: true },
} satisfies Record<keyof typeof adminOpsEndpoints, BadInputBase>;

import { z } from 'zod';

import * as o from './adminOps';
import { adminOpsEndpoints as e } from './adminOpsEndpoints';

/** Summaries and schemas of protocol/adminOpsEndpoints.ts, spread into protocol/api.ts. */
export const adminOpsApi = {
  adminFeedStatus: {
    ...e.adminFeedStatus,
    summary: 'Match feed status: feeds, the last import and its refused rows, stale matches, the simulator',
    request: z.strictObject({}),
    response: o.feedStatusResponse,
  },
  adminFeedImport: {
    ...e.adminFeedImport,
    summary: 'Import the configured match feed (MATCH_FEED) once now and answer what it did',
    request: z.strictObject({}),
    response: o.feedImportResponse,
  },
  adminMatchList: {
    ...e.adminMatchList,
    summary: 'Matches for the console: searched by team or league, filtered, sorted, paged',
    request: o.adminMatchListRequest,
    response: o.adminMatchListResponse,
  },
  adminMatchHot: {
    ...e.adminMatchHot,
    summary: 'Mark a match hot or not (the hot column of the match lists)',
    request: o.matchHotRequest,
    response: o.matchHotResponse,
  },
  adminMatchSimulator: {
    ...e.adminMatchSimulator,
    summary: 'Turn the demo match simulator on or off on every node',
    request: o.simulatorRequest,
    response: o.simulatorResponse,
  },
  adminLiveRooms: {
    ...e.adminLiveRooms,
    summary: 'The rooms live now with their viewers and stream health, paged',
    request: o.liveRoomsRequest,
    response: o.liveRoomsResponse,
  },
  adminLiveCut: {
    ...e.adminLiveCut,
    summary: "Cut an anchor's live stream, with a reason",
    request: o.liveCutRequest,
    response: o.liveCutResponse,
  },
  adminLiveCodeReset: {
    ...e.adminLiveCodeReset,
    summary: "Reset an anchor's live code (the old one stops working; a live stream is cut)",
    request: o.liveCodeResetRequest,
    response: o.liveCodeResetResponse,
  },
  adminRoomAudit: {
    ...e.adminRoomAudit,
    summary: 'Search the room moderation audit: room, actor, action, date range, paged',
    request: o.roomAuditRequest,
    response: o.roomAuditResponse,
  },
  adminMoneyDaily: {
    ...e.adminMoneyDaily,
    summary: 'Gifts and red envelopes per day over the last 30 days (counts and coins) with totals',
    request: o.moneyDailyRequest,
    response: o.moneyDailyResponse,
  },
  adminReconcile: {
    ...e.adminReconcile,
    summary: "Run the ledger's reconcile checks and answer each one with the rows that break it",
    request: z.strictObject({}),
    response: o.reconcileResponse,
  },
};

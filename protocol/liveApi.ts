import { z } from 'zod';

import * as l from './live';
import { liveEndpoints as e } from './liveEndpoints';

/** Summaries and schemas of the calls of protocol/liveEndpoints.ts, spread into protocol/api.ts. */
const empty = z.strictObject({});

export const liveApi = {
  houseConfigDetails: {
    ...e.houseConfigDetails,
    summary: 'My live room: settings, push address, live code, ingest state (anchors only)',
    request: empty,
    response: l.houseConfigSchema,
  },
  houseConfigUpdate: {
    ...e.houseConfigUpdate,
    summary: 'Save my live room: name, title, cover, introduction, announcement, column (anchors only)',
    request: l.houseConfigUpdateRequest,
    response: l.houseConfigSchema,
  },
  liveCodeReset: {
    ...e.liveCodeReset,
    summary: 'A new live code: the old one stops at once and a stream on it is cut (anchors only)',
    request: empty,
    response: l.liveCodeResetResponse,
  },
  liveHistory: {
    ...e.liveHistory,
    summary: 'My live history by day, newest first (anchors only)',
    request: l.liveHistoryRequest,
    response: l.liveHistoryPage,
  },
  liveStats: {
    ...e.liveStats,
    summary: 'My monthly live statistics (anchors only)',
    request: l.liveStatsRequest,
    response: l.liveStatsSchema,
  },
} as const;

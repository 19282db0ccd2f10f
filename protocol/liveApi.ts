import { z } from 'zod';

import * as l from './live';
import { liveEndpoints as e } from './liveEndpoints';

/** Schemas of the calls of protocol/liveEndpoints.ts, spread into protocol/api.ts. */
const empty = z.strictObject({});

export const liveApi = {
  houseConfigDetails: { ...e.houseConfigDetails, request: empty, response: l.houseConfigSchema },
  houseConfigUpdate: {
    ...e.houseConfigUpdate,
    request: l.houseConfigUpdateRequest,
    response: l.houseConfigSchema,
  },
  liveCodeReset: { ...e.liveCodeReset, request: empty, response: l.liveCodeResetResponse },
  liveHistory: { ...e.liveHistory, request: l.liveHistoryRequest, response: l.liveHistoryPage },
  liveStats: { ...e.liveStats, request: l.liveStatsRequest, response: l.liveStatsSchema },
} as const;

import type { EndpointInfo } from './endpointInfo';

/**
 * The anchor's live configuration and live data (§7 Anchor anchor_house_config_details,
 * anchor_house_config_details_update; /user/datas). live_code_reset, live_history and live_stats
 * are ours: the spec names the pages, not their calls. Spread into protocol/endpoints.ts.
 */
const post = (path: string) => ({ method: 'POST', path, access: 'user' }) as const;

export const liveEndpoints = {
  houseConfigDetails: post('/web_anchor/anchor_house_config_details'),
  houseConfigUpdate: post('/web_anchor/anchor_house_config_details_update'),
  liveCodeReset: post('/web_anchor/live_code_reset'),
  liveHistory: post('/web_anchor/live_history'),
  liveStats: post('/web_anchor/live_stats'),
} as const satisfies Record<string, EndpointInfo>;

import type { EndpointInfo } from './endpointInfo';

/**
 * The anchor's live configuration and live data (§7 Anchor anchor_house_config_details,
 * anchor_house_config_details_update; /user/datas). live_code_reset, live_history and live_stats
 * are ours: the spec names the pages, not their calls. Spread into protocol/endpoints.ts.
 */
const post = (path: string, summary: string) => ({ method: 'POST', path, access: 'user', summary }) as const;

export const liveEndpoints = {
  houseConfigDetails: post(
    '/web_anchor/anchor_house_config_details',
    'My live room: settings, push address, live code, ingest state (anchors only)',
  ),
  houseConfigUpdate: post(
    '/web_anchor/anchor_house_config_details_update',
    'Save my live room: name, title, cover, introduction, announcement, column (anchors only)',
  ),
  liveCodeReset: post(
    '/web_anchor/live_code_reset',
    'A new live code: the old one stops at once and a stream on it is cut (anchors only)',
  ),
  liveHistory: post('/web_anchor/live_history', 'My live history by day, newest first (anchors only)'),
  liveStats: post('/web_anchor/live_stats', 'My monthly live statistics (anchors only)'),
} as const satisfies Record<string, EndpointInfo>;

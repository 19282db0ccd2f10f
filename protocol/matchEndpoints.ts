import type { Access, EndpointInfo } from './endpointInfo';

/**
 * Matches, reservations and home (§7 Matches, Home), spread into protocol/endpoints.ts. Lists and
 * match pages are public (a token, when sent, fills in the caller's reserved state); booking needs a
 * login. §7 `show/match/{a}/{b}` is POST `show/match` with `{ sportId: a, matchId: b }` in the body,
 * as the friend calls carry their path ids (the registry validates a JSON body).
 */
const post = <A extends Access>(access: A, path: string, summary: string) =>
  ({ method: 'POST', path, access, summary }) as const;

export const matchEndpoints = {
  matchList: post('public', '/web_race/match_list', 'Matches of a column by status, hot and trending, paged'),
  matchAppoint: post(
    'user',
    '/web_race/web_race_appoint',
    'Book or cancel a match (reservation rules of §4)',
  ),
  matchReservations: post('user', '/web_race/appoint_list', 'My held reservations, soonest first'),
  raceDataColumnWithNum: post(
    'public',
    '/web_race/race_data_column_with_num',
    'Match library columns with their number of bookable matches',
  ),
  raceDataContentListPage: post(
    'user',
    '/web_race/race_data_content_list_page',
    'Match library: bookable matches of a column with my reserved state, paged',
  ),
  raceDataAppoint: post(
    'user',
    '/web_race/race_data_appoint',
    'An anchor books a match to stream, or cancels',
  ),
  showMatch: post('public', '/web_race/show/match', 'Match page (target of match-status notifications)'),
  raceImInfo: post('public', '/web_race/race_im_info', 'Chat-room socket address of a match'),
  matchDetails: post('public', '/web_match/web_match_details', 'Live match: scores, stream, anchors'),
  anchorRaceList: post('public', '/manage/race/app_anchor_race_list', 'Anchors streaming a match'),
  homeDetailsTop: post('public', '/web_home/home_details_top', 'Home: popular matches'),
  homeDetailsMiddle: post(
    'public',
    '/web_home/home_details_middle',
    'Home: live and upcoming matches per sport',
  ),
  homeDetailsBottom: post('public', '/web_home/home_details_bottom', 'Home: recommended anchors'),
  homeInfoBottom: post('public', '/web_home/home_info_bottom', 'Home: latest results and live counts'),
  matchSearch: post('public', '/web_home/search', 'Search matches (teams, leagues) and anchors'),
  adminMatchStream: post('admin', '/admin/match_stream', 'Set or clear the stream URL of a match'),
} as const satisfies Record<string, EndpointInfo>;

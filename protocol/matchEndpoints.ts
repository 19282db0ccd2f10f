import type { Access, EndpointInfo } from './endpointInfo';

/**
 * Matches, reservations and home (§7 Matches, Home), spread into protocol/endpoints.ts. Lists and
 * match pages are public (a token, when sent, fills in the caller's reserved state); booking needs a
 * login. §7 `show/match/{a}/{b}` is POST `show/match` with `{ sportId: a, matchId: b }` in the body,
 * as the friend calls carry their path ids (the registry validates a JSON body).
 */
const post = <A extends Access>(access: A, path: string) => ({ method: 'POST', path, access }) as const;

/** The details call of a live match: also made before the app's script (src/app/liveRoute.ts). */
export const MATCH_DETAILS_PATH = '/web_match/web_match_details';

export const matchEndpoints = {
  matchList: post('public', '/web_race/match_list'),
  matchAppoint: post('user', '/web_race/web_race_appoint'),
  matchReservations: post('user', '/web_race/appoint_list'),
  raceDataColumnWithNum: post('public', '/web_race/race_data_column_with_num'),
  raceDataContentListPage: post('user', '/web_race/race_data_content_list_page'),
  raceDataAppoint: post('user', '/web_race/race_data_appoint'),
  showMatch: post('public', '/web_race/show/match'),
  raceImInfo: post('public', '/web_race/race_im_info'),
  matchDetails: post('public', MATCH_DETAILS_PATH),
  anchorRaceList: post('public', '/manage/race/app_anchor_race_list'),
  homeDetailsTop: post('public', '/web_home/home_details_top'),
  homeDetailsMiddle: post('public', '/web_home/home_details_middle'),
  homeDetailsBottom: post('public', '/web_home/home_details_bottom'),
  homeInfoBottom: post('public', '/web_home/home_info_bottom'),
  matchSearch: post('public', '/web_home/search'),
  adminMatchStream: post('admin', '/admin/match_stream'),
} as const satisfies Record<string, EndpointInfo>;

/**
 * Live score and status updates. The server publishes one `MatchUpdate` per change of a match on
 * the bus (channel MATCH_UPDATE_CHANNEL, JSON); the realtime gateway forwards it to the sockets that
 * subscribed to the match as the event MATCH_UPDATE_EVENT (same frame shape as every socket event:
 * `{ event, errCode: 0, errMsg: '', data: <JSON string>, operationID: '' }`). No zod here (the page
 * imports it); protocol/matchLive.ts has the schemas and re-exports it.
 */

export const MATCH_UPDATE_CHANNEL = 'match:update';
export const MATCH_UPDATE_EVENT = 'OnMatchUpdate';
/** Socket function that sets the matches a socket follows (replaces the previous set). */
export const SUBSCRIBE_MATCHES_FUNC = 'SubscribeMatches';
/** A socket follows at most this many matches (the longest list page). */
export const MATCH_SUBSCRIPTIONS_MAX = 100;

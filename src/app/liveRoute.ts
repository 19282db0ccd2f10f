import { ANCHOR_DETAILS_PATH } from '../../protocol/anchorEndpoints';
import { MATCH_DETAILS_PATH } from '../../protocol/matchEndpoints';

/**
 * The ids in a page's route and the call a live page's player waits for (its details: the stream URL
 * is in them), read from the hash. Nothing heavy behind it: the live page's first script
 * (./earlyLive.ts) reads the route here before the app's script has loaded.
 */

/** A route id param as an anchor's uid (a positive 32-bit integer, as text), else null. */
export function uidParam(value: string): string | null {
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? value : null;
}

/** A route id param as a positive match id, else null. */
export function matchIdParam(value: string): number | null {
  if (!/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

export type LiveLoad =
  readonly ['matchDetails', { matchId: number }] | readonly ['anchorDetails', { id: string }];

/** The call a live page's player waits for, from the hash (#/match/live/{id}, #/anchor/room/{id}). */
export function liveLoadOf(hash: string): LiveLoad | null {
  const [, kind, param = ''] = /^#\/(match\/live|anchor\/room)\/([^/?#]+)/.exec(hash) ?? [];
  if (kind === 'match/live') {
    const matchId = matchIdParam(param);
    return matchId === null ? null : ['matchDetails', { matchId }];
  }
  const id = uidParam(param);
  return kind === 'anchor/room' && id !== null ? ['anchorDetails', { id }] : null;
}

/** The path of a live load's call (both are POST calls: protocol/matchEndpoints.ts, anchorEndpoints.ts). */
export function liveLoadPath([name]: LiveLoad): string {
  return name === 'matchDetails' ? MATCH_DETAILS_PATH : ANCHOR_DETAILS_PATH;
}

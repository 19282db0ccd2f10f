import { useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';

import type { MatchCard } from '../../protocol/match';
import { useBooking, useReservations } from './reservations';

/**
 * The spoiler shield of the match lists and home (issue 21): when on, the cards of the matches the
 * viewer booked or opened (their live or match page) show "Show score" instead of the score, until
 * revealed; a reveal holds for that match. Kept on the device (localStorage), so a visitor has it
 * too: the setting, the matches booked or opened (recorded whether the shield is on or not, so
 * turning it on covers what was opened before), and the reveals. Pure rules first, then the store.
 */

/** Matches remembered as booked or opened, and reveals: the oldest go past this many. */
export const SHIELD_IDS_MAX = 500;

export interface ShieldState {
  on: boolean;
  /** Matches booked or opened, oldest first. */
  matches: number[];
  /** Matches whose score the viewer chose to see, oldest first. */
  revealed: number[];
}

const ids = (v: unknown): number[] =>
  Array.isArray(v) ? v.filter((x): x is number => Number.isInteger(x)).slice(-SHIELD_IDS_MAX) : [];

/** The stored state; anything unreadable is the default (off, nothing remembered). */
export function parseShield(raw: string | null): ShieldState {
  try {
    const value = JSON.parse(raw ?? '{}') as Partial<Record<keyof ShieldState, unknown>> | null;
    return { on: value?.on === true, matches: ids(value?.matches), revealed: ids(value?.revealed) };
  } catch {
    return { on: false, matches: [], revealed: [] };
  }
}

/** `list` with `added` at its end (each once), the oldest dropped past `max`; `list` itself when nothing is new. */
export function withIds(list: readonly number[], added: readonly number[], max = SHIELD_IDS_MAX): number[] {
  const fresh = [...new Set(added)].filter((id) => !list.includes(id));
  if (fresh.length === 0) return list as number[];
  return [...list, ...fresh].slice(-max);
}

/** Whether the card of match `id` hides its score; `booked`: the viewer holds a booking on it now. */
export function isShielded(
  state: { on: boolean; matches: readonly number[]; revealed: readonly number[] },
  id: number,
  booked: boolean,
): boolean {
  if (!state.on || state.revealed.includes(id)) return false;
  return booked || state.matches.includes(id);
}

/**
 * What a shielded card's status badge may show: the status, not the period or clock. Extra time,
 * penalties, a fifth set or a tenth inning say the score was level.
 */
export function shieldedStatus<T extends Pick<MatchCard, 'feedStatus' | 'period' | 'periodStartedAt'>>(
  card: T,
): T {
  return { ...card, feedStatus: 'inPlay', period: 0, periodStartedAt: null };
}

// ---- the store ----

const KEY = 'tribune-spoiler-shield';

function stored(): ShieldState {
  try {
    return parseShield(localStorage.getItem(KEY));
  } catch {
    // No storage (a privacy mode, or outside a browser): off, for this page only.
    return parseShield(null);
  }
}

const state = proxy<ShieldState>(stored());

function save(): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(state));
  } catch {
    // Not remembered past this page.
  }
}

/** Reads the stored state again (another tab changed it). */
export function reloadSpoilerShield(): void {
  Object.assign(state, stored());
}

if (typeof window !== 'undefined')
  window.addEventListener('storage', (event) => {
    if (event.key === KEY || event.key === null) reloadSpoilerShield();
  });

export function setSpoilerShield(on: boolean): void {
  state.on = on;
  save();
}

/** Shows the score of match `id` from now on. */
export function revealScore(id: number): void {
  state.revealed = withIds(state.revealed, [id]);
  save();
}

/** Remembers matches the viewer booked or opened. */
export function rememberMatches(matchIds: readonly number[]): void {
  const held = state.matches;
  const next = withIds(held, matchIds);
  if (next === held) return;
  state.matches = next;
  save();
}

export function useSpoilerShield(): boolean {
  return useSnapshot(state).on;
}

/** Marks match `matchId` as opened while the calling page shows it (its live page, its match page). */
export function useMarkOpened(matchId: number | null): void {
  useEffect(() => {
    if (matchId !== null) rememberMatches([matchId]);
  }, [matchId]);
}

/**
 * Remembers the bookings among `cards` and in my list of bookings: that list drops a match once it
 * is over, and some lists (latest results) do not say what I booked, yet a replay still spoils.
 */
export function useRememberBookings(cards: readonly Pick<MatchCard, 'id' | 'reserved'>[]): void {
  const { list } = useReservations();
  useEffect(() => {
    rememberMatches([...list.map((r) => r.matchId), ...cards.filter((c) => c.reserved).map((c) => c.id)]);
  }, [list, cards]);
}

/** Whether the card of `card` hides its score now. */
export function useScoreShielded(card: Pick<MatchCard, 'id' | 'reserved'>): boolean {
  const snap = useSnapshot(state);
  const { reserved } = useBooking(card);
  return isShielded(snap, card.id, reserved || card.reserved);
}

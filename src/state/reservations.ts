import { proxy, ref, useSnapshot } from 'valtio';
import { subscribeKey } from 'valtio/utils';

import type { ResponseOf } from '../../protocol/api';
import type { Envelope } from '../../protocol/envelope';
import type { MatchCard } from '../../protocol/match';
import type { ReservationType } from '../../protocol/matchReservation';
import { call } from '../api/client';
import { planReminders, reminderKey, timerDelay } from './matchReminders';
import { isLoggedIn } from './session';
import { store } from './store';

/**
 * My match reservations (§4): the held list, booking and cancelling, and the in-page reminder 5
 * minutes before kickoff, planned with one timer from the list and planned again on every change.
 */
export type Reservation = ResponseOf<'matchReservations'>[number];

interface ReservationState {
  list: Reservation[];
  loaded: boolean;
  /** Reminders showing now (matches about to kick off). */
  reminders: MatchCard[];
}

const state = proxy<ReservationState>({ list: ref([]), loaded: false, reminders: [] });

const SHOWN_KEY = 'tribune-reminded';
let timer: ReturnType<typeof setTimeout> | undefined;

function shownSet(): Set<string> {
  try {
    return new Set(JSON.parse(localStorage.getItem(SHOWN_KEY) ?? '[]') as string[]);
  } catch {
    // Unreadable (edited by hand, older format): at worst a reminder already shown shows again.
    return new Set();
  }
}

function remember(keys: string[]): void {
  // Only the keys of held bookings are worth keeping.
  const held = new Set(
    state.list.map((r) => reminderKey({ matchId: r.matchId, kickoffAt: r.match.kickoffAt })),
  );
  const kept = [...shownSet()].filter((k) => held.has(k));
  localStorage.setItem(SHOWN_KEY, JSON.stringify([...new Set([...kept, ...keys])]));
}

function planNext(): void {
  clearTimeout(timer);
  const list = state.list.map((r) => ({
    matchId: r.matchId,
    kickoffAt: r.match.kickoffAt,
    remindAt: r.remindAt,
  }));
  const now = Date.now();
  const { due, next } = planReminders(list, now, shownSet());
  if (due.length > 0) {
    const cards = state.list.filter((r) => due.includes(r.matchId)).map((r) => r.match);
    state.reminders = [...state.reminders.filter((c) => !due.includes(c.id)), ...cards.map((c) => ref(c))];
    remember(cards.map((c) => reminderKey({ matchId: c.id, kickoffAt: c.kickoffAt })));
  }
  if (next !== null) timer = setTimeout(planNext, timerDelay(next, now));
}

/** Loads my held bookings (nothing for guests) and plans the reminders. */
export async function loadReservations(): Promise<void> {
  if (!isLoggedIn() || !store.userInfo) {
    clearTimeout(timer);
    state.list = ref([]);
    state.reminders = [];
    state.loaded = false;
    return;
  }
  const res = await call('matchReservations', {});
  if (!res.success) return;
  state.list = ref(res.data);
  state.loaded = true;
  planNext();
}

type Appoint = { matchId: number; type?: ReservationType; action: 'book' | 'cancel'; replace?: boolean };

/**
 * A viewer's booking (matchAppoint), or an approved anchor's of the match library (raceDataAppoint:
 * the same booking, and the anchor's room is listed on the match while they are live on it).
 */
async function appoint(body: Appoint, asAnchor: boolean): Promise<Envelope<ResponseOf<'matchAppoint'>>> {
  const res = await (asAnchor ? call('raceDataAppoint', body) : call('matchAppoint', body));
  // The booking is done; offline, the list of bookings follows at the next load.
  if (res.success) await loadReservations().catch(() => undefined);
  return res;
}

/** Books (or re-books with `replace`, cancelling the held bookings within 2 hours) a match. */
export function bookMatch(
  matchId: number,
  type: ReservationType,
  replace = false,
  asAnchor = false,
): Promise<Envelope<ResponseOf<'matchAppoint'>>> {
  return appoint({ matchId, type, action: 'book', replace }, asAnchor);
}

export function cancelBooking(
  matchId: number,
  asAnchor = false,
): Promise<Envelope<ResponseOf<'matchAppoint'>>> {
  return appoint({ matchId, action: 'cancel' }, asAnchor);
}

export function dismissReminder(matchId: number): void {
  state.reminders = state.reminders.filter((c) => c.id !== matchId);
}

/** Bookings follow the login: loaded after login, cleared at logout. */
export function watchReservations(): void {
  // Offline: no bookings are shown until the next login or booking loads them.
  void loadReservations().catch(() => undefined);
  subscribeKey(store, 'userInfo', () => void loadReservations().catch(() => undefined));
}

export function useReservations(): Readonly<ReservationState> {
  return useSnapshot(state) as Readonly<ReservationState>;
}

/** The booking I hold on a match: from my list once loaded, else what the card says. */
export function useBooking(card: Pick<MatchCard, 'id' | 'reserved'>): {
  reserved: boolean;
  type: number | null;
} {
  const snap = useSnapshot(state);
  if (!snap.loaded) return { reserved: card.reserved, type: null };
  const held = snap.list.find((r) => r.matchId === card.id);
  return { reserved: Boolean(held), type: held?.type ?? null };
}

/** Held bookings by match id (to name them in a refusal). */
export function heldBookings(ids: readonly number[]): Reservation[] {
  return state.list.filter((r) => ids.includes(r.matchId));
}

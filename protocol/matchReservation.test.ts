import { describe, expect, it } from 'vitest';

import type { MatchStatus } from './match';
import {
  decideReservation,
  type HeldReservation,
  isHeld,
  isReminderDue,
  reminderAt,
  type ReservationDecision,
  ReservationType,
} from './matchReservation';

const H = 3600_000;
const T0 = 1_800_000_000_000;
const S = ReservationType.Schedule;
const R = ReservationType.Result;
const held = (matchId: number, hoursFromT0: number, type: ReservationType = S): HeldReservation => ({
  matchId,
  kickoffAt: T0 + hoursFromT0 * H,
  type,
});
const want = (
  matchId: number,
  hoursFromT0: number,
  type: ReservationType = S,
  status: MatchStatus = 'notStarted',
) => ({
  matchId,
  kickoffAt: T0 + hoursFromT0 * H,
  type,
  status,
});

describe('matchReservation.decideReservation (§4, §5)', () => {
  it.each<[string, HeldReservation[], ReturnType<typeof want>, boolean, ReservationDecision]>([
    ['the first booking', [], want(1, 0), false, { kind: 'book', cancel: [] }],
    ['another match more than 2 h later', [held(1, 0)], want(2, 2.01), false, { kind: 'book', cancel: [] }],
    ['another match more than 2 h earlier', [held(1, 0)], want(2, -3), false, { kind: 'book', cancel: [] }],
    [
      'exactly 2 h apart is not over 2 h',
      [held(1, 0)],
      want(2, 2),
      false,
      { kind: 'interval', conflicting: [1] },
    ],
    ['at the same time', [held(1, 0)], want(2, 0), false, { kind: 'interval', conflicting: [1] }],
    ['1 h before a held one', [held(1, 0)], want(2, -1), false, { kind: 'interval', conflicting: [1] }],
    [
      'two held ones in range',
      [held(1, -1), held(3, 1.5), held(4, 5)],
      want(2, 0),
      false,
      { kind: 'interval', conflicting: [1, 3] },
    ],
    [
      'replace cancels the held ones in range',
      [held(1, -1), held(3, 1.5), held(4, 5)],
      want(2, 0),
      true,
      { kind: 'book', cancel: [1, 3] },
    ],
    [
      'replace with nothing in range cancels nothing',
      [held(1, 5)],
      want(2, 0),
      true,
      { kind: 'book', cancel: [] },
    ],
    ['the same match again', [held(1, 0)], want(1, 0), false, { kind: 'already' }],
    ['a live match', [], want(1, 0, S, 'live'), false, { kind: 'notBookable' }],
    ['a finished match', [], want(1, 0, S, 'ended'), false, { kind: 'notBookable' }],
    ['an abandoned match', [], want(1, 0, S, 'abandoned'), false, { kind: 'notBookable' }],
    ['an interrupted match', [], want(1, 0, S, 'interrupted'), false, { kind: 'notBookable' }],
    ['a postponed match', [], want(1, 0, S, 'postponed'), false, { kind: 'book', cancel: [] }],
    ['a match to be determined', [], want(1, 0, S, 'tbd'), false, { kind: 'book', cancel: [] }],
    [
      'result while a schedule is held',
      [held(1, 0, S)],
      want(2, 10, R),
      false,
      { kind: 'typeConflict', blocking: [1] },
    ],
    [
      'schedule while results are held, even with replace',
      [held(1, 0, R), held(3, 10, R)],
      want(2, 20, S),
      true,
      { kind: 'typeConflict', blocking: [1, 3] },
    ],
    [
      'the held match itself as the other type',
      [held(1, 0, S)],
      want(1, 0, R),
      false,
      { kind: 'typeConflict', blocking: [1] },
    ],
    ['result after result, far apart', [held(1, 0, R)], want(2, 3, R), false, { kind: 'book', cancel: [] }],
    [
      'result after result, too close',
      [held(1, 0, R)],
      want(2, 1, R),
      false,
      { kind: 'interval', conflicting: [1] },
    ],
  ])('%s', (_label, heldList, wanted, replace, decision) => {
    expect(decideReservation(heldList, wanted, replace)).toEqual(decision);
  });

  it('lets the other type in once every reservation of the first type is cancelled', () => {
    const list = [held(1, 0, S), held(2, 5, S)];
    expect(decideReservation(list, want(3, 10, R)).kind).toBe('typeConflict');
    expect(decideReservation(list.slice(1), want(3, 10, R)).kind).toBe('typeConflict');
    expect(decideReservation([], want(3, 10, R)).kind).toBe('book');
  });

  it.each<[MatchStatus, boolean]>([
    ['notStarted', true],
    ['live', true],
    ['interrupted', true],
    ['postponed', true],
    ['tbd', true],
    ['ended', false],
    ['abandoned', false],
  ])('a reservation of a %s match is held: %s', (status, isHeldNow) => {
    expect(isHeld(status)).toBe(isHeldNow);
  });
});

describe('matchReservation reminder (5 minutes before, §9)', () => {
  const kickoff = T0;
  it.each<[number, number | null, boolean]>([
    [-10 * 60_000, null, false],
    [-5 * 60_000 - 1, null, false],
    [-5 * 60_000, null, true],
    [-60_000, null, true],
    [0, null, false],
    [-60_000, T0 - 2 * 60_000, false],
  ])('at kickoff %s ms, reminded %s: due %s', (offset, remindedAt, due) => {
    expect(isReminderDue(kickoff, kickoff + offset, remindedAt)).toBe(due);
  });

  it('shows 5 minutes before kickoff', () => {
    expect(reminderAt(kickoff)).toBe(kickoff - 300_000);
  });
});

/** The in-process room history: capped per room, and, like the Redis list, gone after a quiet day. */
import { describe, expect, it } from 'vitest';

import { ROOM_HISTORY_MAX } from '../../../protocol/room';
import { HISTORY_TTL_MS, memoryHistory } from './history';

const line = (msgID: string) => JSON.stringify({ msgID });

describe('memoryHistory', () => {
  it('keeps the last ROOM_HISTORY_MAX lines of a room, oldest first, and removes one by id', async () => {
    const history = memoryHistory();
    for (let i = 0; i < ROOM_HISTORY_MAX + 5; i++) await history.add('r', line(`m${i}`));
    const lines = await history.list('r');
    expect(lines).toHaveLength(ROOM_HISTORY_MAX);
    expect(lines[0]).toBe(line('m5'));
    expect(await history.remove('r', 'm5')).toBe(true);
    expect(await history.remove('r', 'm5')).toBe(false);
  });

  it('forgets a room a day after its last message, and drops quiet rooms as others write', async () => {
    let t = 0;
    const history = memoryHistory(() => t);
    for (let i = 0; i < 10_000; i++) await history.add(`room${i}`, line('a'));
    t += HISTORY_TTL_MS - 1;
    await history.add('room0', line('b'));
    expect(await history.list('room1')).toEqual([line('a')]);
    t += 1;
    // room0 wrote again a day ago minus 1 ms: still there; the others' day is over.
    await history.add('busy', line('c'));
    expect(history.size()).toBe(2);
    expect(await history.list('room1')).toEqual([]);
    expect(await history.list('room0')).toEqual([line('a'), line('b')]);
    t += HISTORY_TTL_MS;
    expect(await history.list('room0')).toEqual([]);
  });
});

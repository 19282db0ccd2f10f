import { describe, expect, expectTypeOf, it, vi } from 'vitest';

import type { ChatClientEvent, ImSnapshot } from '../../protocol/imWorkerApi';
import { createEventBus } from './eventBus';

const snapshot: ImSnapshot = { state: 'open', sdkCode: null, userID: null, guest: true, totalUnread: 0 };

describe('event bus', () => {
  it('delivers each event only to the handlers of its kind, typed by that kind', () => {
    const bus = createEventBus<ChatClientEvent>();
    const totals: number[] = [];
    const states: string[] = [];
    bus.on('totalUnreadMessageCountChanged', (event) => {
      expectTypeOf(event.total).toEqualTypeOf<number>();
      totals.push(event.total);
    });
    bus.on('connectionState', (event) => states.push(event.snapshot.state));
    bus.emit({ type: 'totalUnreadMessageCountChanged', total: 4 });
    bus.emit({ type: 'connectionState', snapshot });
    bus.emit({ type: 'kickedOffline' });
    expect(totals).toEqual([4]);
    expect(states).toEqual(['open']);
  });

  it('stops delivering after the unsubscribe; other handlers of the kind keep theirs', () => {
    const bus = createEventBus<ChatClientEvent>();
    const first = vi.fn();
    const second = vi.fn();
    const stop = bus.on('roomLeft', first);
    bus.on('roomLeft', second);
    bus.emit({ type: 'roomLeft', roomID: 'r', errCode: 1 });
    stop();
    stop();
    bus.emit({ type: 'roomLeft', roomID: 'r', errCode: 2 });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
    expect(bus.count('roomLeft')).toBe(1);
  });

  it('a handler that throws does not keep the event from the others (its error is thrown later)', () => {
    const bus = createEventBus<ChatClientEvent>();
    const later: (() => void)[] = [];
    const spy = vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((task) => void later.push(task));
    const after = vi.fn();
    bus.on('kickedOffline', () => {
      throw new Error('broken view');
    });
    bus.on('kickedOffline', after);
    bus.emit({ type: 'kickedOffline' });
    spy.mockRestore();
    expect(after).toHaveBeenCalledOnce();
    expect(later).toHaveLength(1);
    expect(later[0]).toThrow('broken view');
  });

  it('a handler may unsubscribe itself while the event is being delivered', () => {
    const bus = createEventBus<ChatClientEvent>();
    const later = vi.fn();
    const stop = bus.on('kickedOffline', () => stop());
    bus.on('kickedOffline', later);
    bus.emit({ type: 'kickedOffline' });
    bus.emit({ type: 'kickedOffline' });
    expect(later).toHaveBeenCalledTimes(2);
    expect(bus.count('kickedOffline')).toBe(1);
  });
});

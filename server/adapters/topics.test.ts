import { describe, expect, it } from 'vitest';

import { topics } from '../services/topics';
import { memoryBus } from './bus';
import { publishTopic, subscribeTopic, topic } from './topics';

describe('bus topics', () => {
  it('carries a typed value and its raw JSON; a payload that is not JSON is dropped', async () => {
    const bus = memoryBus();
    const seen: [number, string][] = [];
    await subscribeTopic(bus, topics.liveCut, ({ sessionId }, raw) => seen.push([sessionId, raw]));
    await publishTopic(bus, topics.liveCut, { sessionId: 7 });
    await bus.publish(topics.liveCut.name, 'not json');
    await new Promise((r) => setTimeout(r, 0));
    expect(seen).toEqual([[7, '{"sessionId":7}']]);
    await bus.close();
  });

  it('refuses a name declared twice', () => {
    expect(() => topic<unknown>('session:revoked')).toThrow(/declared twice/);
  });

  it('names every topic once in the table', () => {
    const names = Object.values(topics).map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

import type { Bus } from './bus';

/**
 * A named bus topic and the type of what it carries (JSON on the wire). The app's topics are
 * declared in one table (server/services/topics.ts), like the endpoints of protocol/api.ts; a
 * name declared twice is refused when the table loads.
 */
export interface Topic<T> {
  readonly name: string;
  /** Only carries the payload's type. */
  readonly payload?: T;
}

const declared = new Set<string>();

export function topic<T>(name: string): Topic<T> {
  if (declared.has(name)) throw new Error(`bus topic ${name} is declared twice`);
  declared.add(name);
  return { name };
}

export function publishTopic<T>(bus: Bus, topic: Topic<T>, value: T): Promise<void> {
  return bus.publish(topic.name, JSON.stringify(value));
}

/** `handler` gets the parsed value and the raw JSON (to forward as is); a payload that is not JSON is dropped. */
export function subscribeTopic<T>(
  bus: Bus,
  topic: Topic<T>,
  handler: (value: T, raw: string) => void,
): Promise<() => Promise<void>> {
  return bus.subscribe(topic.name, (raw) => {
    let value: T;
    try {
      value = JSON.parse(raw) as T;
    } catch {
      return;
    }
    handler(value, raw);
  });
}

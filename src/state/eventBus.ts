/**
 * A typed event bus: events are routed by their `type` (their kind) to the handlers of that kind,
 * each typed by its kind. Used by src/state/realtime.ts for the messaging worker's events.
 */
export interface EventBus<E extends { type: string }> {
  /** Calls `handler` with every event of kind `kind` until the returned unsubscribe is called. */
  on: <K extends E['type']>(kind: K, handler: (event: Extract<E, { type: K }>) => void) => () => void;
  /** Hands `event` to the handlers of its kind (a throwing handler does not stop the others). */
  emit: (event: E) => void;
  /** How many handlers `kind` has (tests, diagnostics). */
  count: (kind: E['type']) => number;
}

export function createEventBus<E extends { type: string }>(): EventBus<E> {
  const byKind = new Map<string, Set<(event: E) => void>>();
  return {
    on(kind, handler) {
      let handlers = byKind.get(kind);
      if (!handlers) byKind.set(kind, (handlers = new Set()));
      // Only events of `kind` reach it (emit looks handlers up by the event's own type).
      const typed = handler as (event: E) => void;
      handlers.add(typed);
      return () => void handlers.delete(typed);
    },
    emit(event) {
      for (const handler of [...(byKind.get(event.type) ?? [])]) {
        try {
          handler(event);
        } catch (error) {
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    },
    count: (kind) => byKind.get(kind)?.size ?? 0,
  };
}

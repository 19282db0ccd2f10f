/**
 * A failure that repeats (every reconnect attempt, every call during an outage) is logged once per
 * distinct message per `everyMs`: `emit` runs for the first occurrence of a message in each window.
 */
export function oncePerMessage<A extends unknown[]>(
  everyMs: number,
  emit: (error: unknown, ...rest: A) => void,
): (error: unknown, ...rest: A) => void {
  const last = new Map<string, number>();
  return (error, ...rest) => {
    const text = error instanceof Error ? error.message : String(error);
    const at = Date.now();
    if (at - (last.get(text) ?? Number.NEGATIVE_INFINITY) < everyMs) return;
    last.set(text, at);
    emit(error, ...rest);
  };
}

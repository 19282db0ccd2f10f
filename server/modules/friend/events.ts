import type { ImEvent } from '../../../protocol/im';
import type { AppContext } from '../../context';

/**
 * Tells a user's open sockets about a friend or system-message change (OnFriendApplicationAdded,
 * OnFriendAdded, OnBlackAdded, OnSystemMessage...). The messaging gateway plugs in by setting
 * `ctx.imEvents` to an object with `emit(appNumber, event, data)`; until then this does nothing.
 * Called after the change is committed; a failing sink never fails the HTTP call.
 */
export interface ImEventSink {
  emit(appNumber: string, event: ImEvent, data: unknown): void | Promise<void>;
}

export async function emitTo(
  ctx: AppContext,
  appNumber: string,
  event: ImEvent,
  data: unknown,
): Promise<void> {
  const sink = (ctx as { imEvents?: Partial<ImEventSink> }).imEvents;
  if (typeof sink?.emit !== 'function') return;
  try {
    await sink.emit(appNumber, event, data);
  } catch (error) {
    ctx.log.warn({ err: error, event }, 'im event sink failed');
  }
}

import { ContentType, IM_REVOKE_WINDOW_MS } from '../../../../protocol/im';
import type { StoredMessage } from '../../../../protocol/imWorkerApi';
import { canForward } from '../../../state/chatActions';
import type { MessageAction } from './MessageMenu';

const COPYABLE: number[] = [ContentType.Text, ContentType.AtText, ContentType.Quote];

/** The menu of a message: what its kind and state allow (revoke is offered while the window is open). */
export function messageActions(message: StoredMessage, mine: boolean, now = Date.now()): MessageAction[] {
  if (message.status !== 'succeeded') return ['delete'];
  const out: MessageAction[] = [];
  if (COPYABLE.includes(message.contentType)) out.push('copy');
  out.push('quote');
  if (canForward(message)) out.push('forward');
  out.push('select');
  if (mine && now - message.sendTime < IM_REVOKE_WINDOW_MS) out.push('revoke');
  out.push('delete');
  return out;
}

import type { Language } from '../../../protocol/language';
import { CHAT_KIND_KEYS, pushText, type PushTextKey } from '../../../protocol/pushTexts';
import { MatchNotice } from '../../../protocol/matchScore';

/** The popup texts of §3 pushes, shared with the service worker (protocol/pushTexts.ts). */
export { pushText, type PushTextKey } from '../../../protocol/pushTexts';

export function matchStatusTitle(notice: MatchNotice, lang: Language): string {
  const key: PushTextKey =
    notice === MatchNotice.Started
      ? 'matchStatus.1'
      : notice === MatchNotice.Ended
        ? 'matchStatus.2'
        : 'matchStatus.3';
  return pushText(key, lang);
}

/** The preview of a chat message: its text (text, @-text, quote) or its kind in brackets. */
export function chatPreview(contentType: number, content: string, lang: Language): string {
  const key = CHAT_KIND_KEYS[contentType];
  if (key) return pushText(key, lang);
  try {
    const parsed = JSON.parse(content) as { text?: unknown };
    if (typeof parsed.text === 'string' && parsed.text.trim()) return parsed.text.trim();
  } catch {
    // not JSON: shown as its kind
  }
  return pushText('chat.message', lang);
}

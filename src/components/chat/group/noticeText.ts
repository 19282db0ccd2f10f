import { msg } from '@lingui/core/macro';

import { type GroupNoticeContent, groupNoticeContent } from '../../../../protocol/group';
import type { Language } from '../../../../protocol/language';
import { i18n } from '../../../i18n/i18n';
import { messageTime } from '../chatTime';

/**
 * The sentences of the group notices (contentType 888, protocol/group.ts groupNoticeContent): who
 * did what to whom, written in the reader's language ("Ken muted Amy until Nov 25, 06:00 PM"). One
 * sentence per GROUP_NOTICE_KINDS; the conversation list and the message list both show them.
 */

/** The content of a notice message, validated; undefined when it does not parse. */
export function parseNotice(content: string): GroupNoticeContent | undefined {
  try {
    const result = groupNoticeContent.safeParse(JSON.parse(content));
    return result.success ? result.data : undefined;
  } catch {
    // Not JSON: shown as an unknown notice.
    return undefined;
  }
}

/** The names of the people a notice is about, joined ("Amy, Bo"); the actor when it names nobody. */
function targetNames(notice: GroupNoticeContent): string {
  return notice.targets.length > 0 ? notice.targets.map((x) => x.name).join(', ') : notice.actorName;
}

/** The sentence of one notice, in the active language. */
export function noticeSentence(notice: GroupNoticeContent, lang: Language, now = Date.now()): string {
  const actor = notice.actorName;
  const targets = targetNames(notice);
  const text = notice.text ?? '';
  switch (notice.kind) {
    case 'created':
      return i18n._(msg`${actor} created the group`);
    case 'joined':
      return i18n._(msg`${targets} joined the group`);
    case 'invited':
      return i18n._(msg`${actor} invited ${targets} to the group`);
    case 'left':
      return i18n._(msg`${actor} left the group`);
    case 'removed':
      return i18n._(msg`${actor} removed ${targets} from the group`);
    case 'muted': {
      if (!notice.until) return i18n._(msg`${actor} muted ${targets}`);
      const until = messageTime(lang, notice.until, now);
      return i18n._(msg`${actor} muted ${targets} until ${until}`);
    }
    case 'unmuted':
      return i18n._(msg`${actor} unmuted ${targets}`);
    case 'mutedAll':
      return i18n._(msg`${actor} muted everyone: only the owner and admins can speak`);
    case 'unmutedAll':
      return i18n._(msg`${actor} unmuted everyone`);
    case 'notice':
      return i18n._(msg`${actor} changed the group notice`);
    case 'renamed':
      return i18n._(msg`${actor} renamed the group to “${text}”`);
    case 'avatar':
      return i18n._(msg`${actor} changed the group avatar`);
    case 'adminGranted':
      return i18n._(msg`${actor} made ${targets} an admin`);
    case 'adminRevoked':
      return i18n._(msg`${actor} took admin rights away from ${targets}`);
    case 'ownerTransferred':
      return i18n._(msg`${actor} handed the group over to ${targets}`);
    case 'dismissed':
      return i18n._(msg`${actor} dismissed the group`);
    case 'cleared':
      return i18n._(msg`${actor} cleared all messages`);
    case 'messagesDeleted':
      return i18n._(msg`${actor} deleted the messages of ${targets}`);
    case 'verification':
      return i18n._(msg`${actor} changed how people join the group`);
  }
}

/** The sentence of a notice message's content, or a neutral label when it does not parse. */
export function noticeContentSentence(content: string, lang: Language, now = Date.now()): string {
  const notice = parseNotice(content);
  return notice ? noticeSentence(notice, lang, now) : i18n._(msg`[Group notice]`);
}

import { useLingui } from '@lingui/react/macro';

import { EmojiText } from '../EmojiText';
import { useGroupChatInfo } from './groupChatContext';
import { mentionsMe, splitMentions } from './mentions';

/**
 * An @-text bubble (contentType 106): the @names highlighted, the one naming me (or "@All" when the
 * message is to everyone) highlighted strongly.
 */
export function AtTextBody({ text, atUserIDs }: { text: string; atUserIDs: readonly string[] }) {
  const { t } = useLingui();
  const info = useGroupChatInfo();
  const toMe = info ? mentionsMe(atUserIDs, info.me) : false;
  const all = t`All`;
  const myNames = info ? [...info.myNames, ...(toMe ? [all, 'All'] : [])] : [];
  const parts = splitMentions(text, [...(info?.memberNames ?? []), all, 'All'], myNames);
  return (
    <span className={toMe ? 'group-at-text to-me' : 'group-at-text'} data-testid="at-text">
      {parts.map((part, i) =>
        part.mention ? (
          <mark
            key={i}
            className={part.me ? 'group-mention me' : 'group-mention'}
            data-testid={part.me ? 'mention-me' : 'mention'}
          >
            {part.text}
          </mark>
        ) : (
          <EmojiText key={i} text={part.text} />
        ),
      )}
    </span>
  );
}

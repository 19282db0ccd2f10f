import { useLingui } from '@lingui/react/macro';

import { ContentType, type ImMessage } from '../../../protocol/im';
import { parseContent } from './content';
import { EMOJI, emojiPlain } from './emoji';

/** One line of a message for the conversation list and quotes: the text, else a kind label. */
export function usePreview(): (message: Pick<ImMessage, 'contentType' | 'content'> | null) => string {
  const { t } = useLingui();
  return (message) => {
    if (!message) return '';
    switch (message.contentType) {
      case ContentType.Text:
        return emojiPlain(parseContent(ContentType.Text, message.content)?.text ?? '');
      case ContentType.AtText:
        return emojiPlain(parseContent(ContentType.AtText, message.content)?.text ?? '');
      case ContentType.Quote:
        return emojiPlain(parseContent(ContentType.Quote, message.content)?.text ?? '');
      case ContentType.Face: {
        const face = parseContent(ContentType.Face, message.content);
        return face ? (EMOJI[face.index] ?? t`[Emoji]`) : t`[Emoji]`;
      }
      case ContentType.Picture:
        return t`[Picture]`;
      case ContentType.Voice:
        return t`[Voice]`;
      case ContentType.Video:
        return t`[Video]`;
      case ContentType.File:
        return t`[File]`;
      case ContentType.Card:
        return t`[Card]`;
      case ContentType.Merged:
        return t`[Chat history]`;
      case ContentType.Revoked:
        return t`[Message revoked]`;
      default:
        return t`[Message]`;
    }
  };
}

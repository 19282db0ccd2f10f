import { useLingui } from '@lingui/react/macro';

import {
  REFUSED_WORD_MAX,
  REFUSED_WORDS_FILE_MAX_BYTES,
  REFUSED_WORDS_MAX,
} from '../../../../protocol/adminContent';
import { CallError, errorText } from '../../../api/client';

interface Issue {
  path: string;
  rule: string;
}

/**
 * The text of a refused console call of this area: the rules the server names (a stale list, a file
 * that is not text, a link that is not http(s)...) in words, else the common translated message.
 */
export function useContentError(): (error: unknown) => string {
  const { t } = useLingui();
  const kb = Math.round(REFUSED_WORDS_FILE_MAX_BYTES / 1024);
  return (error) => {
    if (!(error instanceof CallError)) return errorText(error);
    const data = (error.data ?? {}) as { issues?: Issue[]; line?: number; word?: string };
    for (const { path, rule } of data.issues ?? []) {
      if (rule === 'stale')
        return t`Someone else changed the list meanwhile. It was reloaded: please try again.`;
      if (rule === 'listFull') return t`The list would have more than ${REFUSED_WORDS_MAX} words.`;
      if (rule === 'fileSize') return t`The file is larger than ${kb} KB. Split it and import each part.`;
      if (path === 'file' && (rule === 'binary' || rule === 'utf8' || rule === 'control'))
        return t`This file is not a text file (UTF-8). Save the word list as .txt or .csv and try again.`;
      if (rule === 'empty') return t`The file has no words in it.`;
      if (rule === 'tooManyWords') return t`The file has too many words: import at most 1000 at a time.`;
      if (rule === 'wordLength') {
        const line = data.line ?? 0;
        return t`Line ${line}: a word has at most ${REFUSED_WORD_MAX} characters.`;
      }
      if (path.startsWith('words') && rule === 'control')
        return t`A word may not contain tabs, line breaks or other control characters.`;
      if (path.startsWith('words')) return t`Each word has 1 to ${REFUSED_WORD_MAX} characters.`;
      if (rule === 'httpLink')
        return t`The link must start with http:// or https:// (javascript:, data: and other links are refused).`;
      if (path === 'webActionContent') return t`Enter the number of the match or of the anchor's room.`;
      if (path.startsWith('texts')) return t`Give the push an English title (at most 200 characters).`;
    }
    if (error.code === 4012) {
      return t`No account has this username (for followers, it must be an anchor).`;
    }
    return error.message;
  };
}

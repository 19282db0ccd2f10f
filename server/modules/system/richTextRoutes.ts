import { LANGUAGE_HEADER } from '../../../protocol/language';
import type { RichText, RichTextKey } from '../../../protocol/system';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/apiError';
import { ErrorCode } from '../../../protocol/errors';
import type { Handlers } from '../../http/registerApi';
import { languageOf, readSetting } from '../../services/siteSettings';

type Stored = Record<RichTextKey, Partial<Record<string, Omit<RichText, 'key'>>>>;

/** `/common_face/find_rich_text`: a document of the `richText` setting in the request language (en fallback). */
export function richTextHandlers(ctx: AppContext): Handlers {
  return {
    async richText({ body, req }) {
      const lang = languageOf(req.headers[LANGUAGE_HEADER]);
      const all = await readSetting<Stored>(ctx, 'richText');
      const doc = all?.[body.key]?.[lang] ?? all?.[body.key]?.en;
      if (!doc) throw new ApiError(ErrorCode.NotFound);
      return { key: body.key, ...doc };
    },
  };
}

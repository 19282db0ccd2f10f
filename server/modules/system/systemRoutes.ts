import { asc } from 'drizzle-orm';

import type { AllEnums, FooterInfo, GlobalConfig } from '../../../protocol/system';
import { type Language, LANGUAGE_HEADER } from '../../../protocol/language';
import { IM_MSG_TIMEOUT_DEFAULT } from '../../../protocol/rules';
import type { AppContext } from '../../context';
import { anchorColumns, matchColumns } from '../../db/schema';
import type { Handlers } from '../../http/registerApi';
import { languageOf, readSetting } from '../../services/siteSettings';

type Localised<T> = Partial<Record<Language, T>>;

function pick(names: Record<string, string>, lang: Language): string {
  return names[lang] ?? names.en ?? names.zh ?? '';
}

/** Columns, footer, enums and global config, each in the language of the request header. */
export function systemHandlers(ctx: AppContext): Handlers {
  return {
    async matchColumn({ req }) {
      const lang = languageOf(req.headers[LANGUAGE_HEADER]);
      const rows = await ctx.database.db.select().from(matchColumns).orderBy(asc(matchColumns.sort));
      return rows.map((r) => ({ raceType: r.raceType, name: pick(r.names, lang) }));
    },
    async anchorColumn({ req }) {
      const lang = languageOf(req.headers[LANGUAGE_HEADER]);
      const rows = await ctx.database.db.select().from(anchorColumns).orderBy(asc(anchorColumns.sort));
      return rows.map((r) => ({
        anchorType: r.anchorType,
        text: pick(r.names, lang),
        name: r.names.zh ?? '',
        nameTw: r.names.tw ?? '',
        nameIdn: r.names.ind ?? '',
        nameVn: r.names.vie ?? '',
        nameTh: r.names.tha ?? '',
        namePor: r.names.por ?? '',
        nameHin: r.names.hin ?? '',
        nameEn: r.names.en ?? '',
      }));
    },
    async footerInfo({ req }) {
      const lang = languageOf(req.headers[LANGUAGE_HEADER]);
      const all = await readSetting<Localised<FooterInfo>>(ctx, 'footer');
      return all?.[lang] ?? all?.en ?? { groups: [], filing: '', copyright: '' };
    },
    async globalConfig() {
      const config = await readSetting<GlobalConfig>(ctx, 'globalConfig');
      return { imMsgTimeout: config?.imMsgTimeout ?? IM_MSG_TIMEOUT_DEFAULT };
    },
    async allEnums({ req }) {
      const lang = languageOf(req.headers[LANGUAGE_HEADER]);
      const all = await readSetting<Localised<AllEnums>>(ctx, 'enums');
      return all?.[lang] ?? all?.en ?? {};
    },
  };
}

import type { Language } from '../../../protocol/language';
import * as en from './en';
import * as hin from './hin';
import * as ind from './ind';
import * as por from './por';
import * as tha from './tha';
import * as tw from './tw';
import * as vie from './vie';
import * as zh from './zh';

/** A seeded rich text document: its title and body (h2, p, ul/li, strong only) in one language. */
export interface RichTextSource {
  title: string;
  html: string;
}

/** The user service agreement (/user/contract/service) in the eight languages; the text lives in ./<lang>.ts. */
export const serviceAgreement: Record<Language, RichTextSource> = {
  zh: zh.service,
  tw: tw.service,
  ind: ind.service,
  vie: vie.service,
  tha: tha.service,
  por: por.service,
  hin: hin.service,
  en: en.service,
};

import type { Language } from '../../../protocol/language';
import * as en from './en';
import * as hin from './hin';
import * as ind from './ind';
import * as por from './por';
import * as tha from './tha';
import * as tw from './tw';
import * as vie from './vie';
import * as zh from './zh';
import type { RichTextSource } from './serviceAgreement';

/** The privacy agreement (/user/contract/privacy) in the eight languages; the text lives in ./<lang>.ts. */
export const privacyAgreement: Record<Language, RichTextSource> = {
  zh: zh.privacy,
  tw: tw.privacy,
  ind: ind.privacy,
  vie: vie.privacy,
  tha: tha.privacy,
  por: por.privacy,
  hin: hin.privacy,
  en: en.privacy,
};

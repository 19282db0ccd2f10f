import type { Language } from '../../../../protocol/language';
import type { RichTextSource } from '../serviceAgreement';
import * as en from './en';
import * as hin from './hin';
import * as ind from './ind';
import * as por from './por';
import * as tha from './tha';
import * as tw from './tw';
import * as vie from './vie';
import * as zh from './zh';

export interface LiveGuides {
  tutorial: RichTextSource;
  specification: RichTextSource;
  question: RichTextSource;
}

/** The anchor guides (/user/tutorial, /user/specification, /user/question) in the eight languages. */
export const liveGuides: Record<Language, LiveGuides> = { zh, tw, ind, vie, tha, por, hin, en };

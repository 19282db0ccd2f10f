import type { Language } from '../../../protocol/language';
import type { AnchorColumn } from '../../../protocol/system';

/** Which name field of an anchor column (§3) each language shows. */
const FIELD: Record<Language, keyof AnchorColumn> = {
  zh: 'name',
  tw: 'nameTw',
  ind: 'nameIdn',
  vie: 'nameVn',
  tha: 'nameTh',
  por: 'namePor',
  hin: 'nameHin',
  en: 'nameEn',
};

/**
 * The text of an anchor column in `language` (§3: "the shown text follows the system language"):
 * that language's name, else the `text` the server picked, else the English name.
 */
export function anchorColumnName(column: AnchorColumn, language: Language): string {
  const own = column[FIELD[language]];
  if (typeof own === 'string' && own.trim()) return own;
  return column.text || column.nameEn;
}

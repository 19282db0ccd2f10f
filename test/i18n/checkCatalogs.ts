import { execFileSync } from 'node:child_process';
import path from 'node:path';

import { LANGUAGES } from '../../protocol/language';
import { placeholders, readPo } from './poCatalog';

/**
 * CI's translation check: the catalogs hold every message of the source (extraction changes
 * nothing), and every message has a translation with the same placeholders in every language.
 */
const file = (lang: string) => path.join('locales', lang, 'messages.po');
const before = new Map(
  LANGUAGES.map((l) => [
    l,
    readPo(file(l))
      .map((e) => e.id)
      .sort()
      .join('\n'),
  ]),
);
execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'ignore' });
const problems: string[] = [];
for (const lang of LANGUAGES) {
  const entries = readPo(file(lang));
  if (
    entries
      .map((e) => e.id)
      .sort()
      .join('\n') !== before.get(lang)
  ) {
    problems.push(
      `${lang}: the catalog was out of date with the source (run npm run i18n:extract, then translate)`,
    );
  }
  for (const e of entries) {
    if (lang !== 'en' && !e.str.trim()) problems.push(`${lang}: no translation for "${e.id}"`);
    else if (e.str && placeholders(e.str).join() !== placeholders(e.id).join()) {
      problems.push(`${lang}: placeholders differ in "${e.id}" -> "${e.str}"`);
    }
  }
}
if (problems.length > 0) {
  console.error(`Translation check failed (${problems.length}):\n${problems.slice(0, 50).join('\n')}`);
  process.exit(1);
}
console.log(
  `Translations complete: ${LANGUAGES.length} languages, ${readPo(file('en')).length} messages each.`,
);

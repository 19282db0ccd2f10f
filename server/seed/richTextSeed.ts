import { LANGUAGES } from '../../protocol/language';
import type { RichText, RichTextKey } from '../../protocol/system';
import { settings } from '../db/schema';
import { privacyAgreement } from './richText/privacyAgreement';
import { type RichTextSource, serviceAgreement } from './richText/serviceAgreement';
import type { Seed } from './runSeeds';

/** Date shown as "last updated" on both agreements. */
export const AGREEMENTS_UPDATED_AT = '2026-11-01';

type Stored = Record<RichTextKey, Record<string, Omit<RichText, 'key'>>>;

function localised(
  docs: Record<(typeof LANGUAGES)[number], RichTextSource>,
): Record<string, Omit<RichText, 'key'>> {
  return Object.fromEntries(LANGUAGES.map((l) => [l, { ...docs[l], updatedAt: AGREEMENTS_UPDATED_AT }]));
}

/** The `richText` setting read by /common_face/find_rich_text: both agreements in every language. */
export function richTextValue(): Pick<Stored, 'service' | 'privacy'> {
  return { service: localised(serviceAgreement), privacy: localised(privacyAgreement) };
}

export const richTextSeeds: Seed[] = [
  {
    name: '0003-rich-text',
    demo: false,
    async run(tx) {
      await tx.insert(settings).values({ key: 'richText', value: richTextValue() });
    },
  },
];

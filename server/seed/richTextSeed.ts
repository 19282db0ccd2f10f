import { LANGUAGES } from '../../protocol/language';
import type { RichText, RichTextKey } from '../../protocol/system';
import { eq } from 'drizzle-orm';

import { settings } from '../db/schema';
import { liveGuides } from './richText/guides';
import { privacyAgreement } from './richText/privacyAgreement';
import { type RichTextSource, serviceAgreement } from './richText/serviceAgreement';
import type { Seed } from './runSeeds';

/** Date shown as "last updated" on both agreements. */
export const AGREEMENTS_UPDATED_AT = '2026-11-01';

type Stored = Record<RichTextKey, Record<string, Omit<RichText, 'key'>>>;

/** Date shown as "last updated" on the anchor guides. */
export const GUIDES_UPDATED_AT = '2026-11-24';

function localised(
  docs: Record<(typeof LANGUAGES)[number], RichTextSource>,
): Record<string, Omit<RichText, 'key'>> {
  return Object.fromEntries(LANGUAGES.map((l) => [l, { ...docs[l], updatedAt: AGREEMENTS_UPDATED_AT }]));
}

function guide(key: 'tutorial' | 'specification' | 'question'): Record<string, Omit<RichText, 'key'>> {
  return Object.fromEntries(
    LANGUAGES.map((l) => [l, { ...liveGuides[l][key], updatedAt: GUIDES_UPDATED_AT }]),
  );
}

/** The anchor guides, added to the `richText` setting by seed 0012 (the agreements came with 0003). */
export function guidesValue(): Pick<Stored, 'tutorial' | 'specification' | 'question'> {
  return { tutorial: guide('tutorial'), specification: guide('specification'), question: guide('question') };
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
  {
    name: '0012-live-guides',
    demo: false,
    async run(tx) {
      const [row] = await tx.select().from(settings).where(eq(settings.key, 'richText'));
      const value = { ...(row?.value as object | undefined), ...guidesValue() };
      await tx
        .insert(settings)
        .values({ key: 'richText', value })
        .onConflictDoUpdate({ target: settings.key, set: { value } });
    },
  },
];

import type { I18n } from '@lingui/core';
import { type I18nContext, LinguiContext } from '@lingui/react';
import { type ReactNode, useEffect, useState } from 'react';

export interface Shown {
  locale: string;
  context: I18nContext;
}

/** The context of `i18n` as it is now. */
export const shownOf = (i18n: I18n): Shown => ({
  locale: i18n.locale,
  context: { i18n, _: i18n.t.bind(i18n) },
});

/** The context to show after a change of `i18n`: the one held unless the language changed. */
export function shownAfter(held: Shown, i18n: I18n): Shown {
  return held.locale === i18n.locale ? held : shownOf(i18n);
}

/**
 * lingui's context for the app, renewed (every `useLingui` renders again) only when the language
 * changes. lingui's own I18nProvider renews it on every catalog load too, and the full catalog of
 * the language shown comes after the first page has shown what it loads (src/main.tsx): the whole
 * page rendered again for messages it does not show — ~0.5 s of main thread on the home under
 * Lighthouse's 4x CPU (issue 18: total blocking time). What the first page shows is in the boot
 * catalog (scripts/bootCatalog.ts); another page waits for the full one before it renders
 * (src/app/routeTree.tsx), and a render after a load reads the loaded messages.
 */
export function LanguageProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [shown, setShown] = useState(() => shownOf(i18n));
  useEffect(() => {
    const update = () => setShown((held) => shownAfter(held, i18n));
    // A change between the render and this effect.
    update();
    return i18n.on('change', update);
  }, [i18n]);
  return <LinguiContext.Provider value={shown.context}>{children}</LinguiContext.Provider>;
}

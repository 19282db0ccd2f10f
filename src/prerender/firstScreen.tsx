import { i18n, type Messages } from '@lingui/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';

import { type Language, LANGUAGE_LOCALE } from '../../protocol/language';
import { routeTree } from '../app/routeTree';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { initialState, store } from '../state/store';

/**
 * The app's first render of `route` for a visitor in `lang`, as markup (issue 18: a first visit
 * paints the page before the app's script has run). Rendered in Node at build time
 * (scripts/firstScreen.ts): nothing is loaded, so each list shows its loading state, as the app's
 * own first render does before its calls answer; the app's first render replaces it
 * (server/http/firstScreen.ts puts it into the page). Links keep the hash form of the app's router.
 */
export async function renderFirstScreen(lang: Language, messages: Messages, route: string): Promise<string> {
  i18n.load(lang, messages);
  i18n.activate(lang, [LANGUAGE_LOCALE[lang]]);
  // A visitor once boot has checked there is no token: what the app renders first.
  Object.assign(store, initialState(lang), { booting: false });
  const memory = createMemoryHistory({ initialEntries: [route] });
  const history = { ...memory, createHref: (href: string) => `/#${href}` };
  const router = createRouter({ routeTree, history });
  await router.load();
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <LanguageProvider i18n={i18n}>
        <RouterProvider router={router} />
      </LanguageProvider>
    </QueryClientProvider>,
  );
}

import './styles/app.css';
import './styles/chatActions.css';
import './styles/player.css';
import './styles/match.css';
import './styles/anchor.css';
import './styles/pwa.css';
import './styles/room.css';
import './styles/live.css';
import './styles/groups.css';
import './styles/groupChat.css';
import './styles/groupPanel.css';
import './styles/spoiler.css';

import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { firstLoadsSettled, firstPageShown } from './api/firstLoads';
import { queryClient } from './api/queryClient';
import { liveLoadOf } from './app/liveRoute';
import { renderGate } from './app/renderGate';
import { router } from './app/router';
import { warmDateFormatting } from './i18n/format';
import { fullCatalog, i18n } from './i18n/i18n';
import { LanguageProvider } from './i18n/LanguageProvider';
import { watchPageSnapshots } from './pwa/pageSnapshot';
import { watchChatLogin } from './state/chat';
import { initPwa, listenToWorker } from './state/pwa';
import { watchReservations } from './state/reservations';
import { boot } from './state/session';
import { store } from './state/store';

const root = createRoot(document.getElementById('root')!);

listenToWorker();
// What waits for the first page (src/api/firstLoads.ts) counts its loads from its first render on.
// Until the router's provider has mounted and follows the address itself, an address change (a
// guard's redirect during the load below, a not-found page's, the visitor's) loads here.
const stopFollowing = router.history.subscribe(() => void router.load());
const stopWatchingRender = router.subscribe('onRendered', () => {
  stopWatchingRender();
  stopFollowing();
  firstPageShown();
});
const booted = boot(renderGate());
// While boot waits for the catalog: the page's first date formatter (its time-zone data), not in
// the first render's long task (src/i18n/format.ts). A visitor's live route: the first render waits
// for the stream's first frame (app/renderGate.ts), and this ~70 ms task comes after it too.
const warmed = renderGate().then(
  () =>
    new Promise<void>((resolve) =>
      setTimeout(() => {
        warmDateFormatting(store.language);
        resolve();
      }),
    ),
);
// A live page's code and loader before the first render, which then draws the page itself in slices
// (a transition, below); rendered first, the router would commit its empty pending state, taking the
// first screen away, then draw the page in one blocking render once its code came (the router's store
// updates are synchronous in React). Asked for once the render may go: on a visitor's live route the
// page's chunks wait for the early stream (app/earlyLoads.ts: they held the connections it needed).
// Not the home's: its cards (its largest paint) came later drawn in slices than by that one render.
const routed = liveLoadOf(location.hash) ? renderGate().then(() => router.load()) : Promise.resolve();
void Promise.allSettled([booted, warmed, routed]).then(() => {
  watchChatLogin();
  watchReservations();
  initPwa();
  watchPageSnapshots(
    (listener) => void router.subscribe('onRendered', listener),
    () => store.language,
  );
  // A transition: React renders the first page in slices and yields between them, not in one long
  // task (issue 18: Lighthouse home total blocking time 4.4 -> 2.3 s on a slow day); a first screen or
  // snapshot in the root stays until the render commits.
  startTransition(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <LanguageProvider i18n={i18n}>
            <RouterProvider router={router} />
          </LanguageProvider>
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
  // The first page came with the boot catalog (its own messages): the rest once it has shown what it
  // loads, so the next page opens without waiting for it. Offline: the next page that needs it retries.
  void firstLoadsSettled()
    .then(fullCatalog)
    .catch(() => undefined);
});

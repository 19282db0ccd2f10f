import { createHashHistory, createRouter, Navigate } from '@tanstack/react-router';

import { setNavigator } from '../state/navigation';
import { routeTree } from './routeTree';

/** Hash history (§2): routes survive reloads and need no server rewrites. */
export const router = createRouter({
  routeTree,
  history: createHashHistory(),
  defaultNotFoundComponent: () => <Navigate to="/" replace />,
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
  interface StaticDataRouteOption {
    /** The route needs a login: an unauthenticated visit goes to '/' (§2). */
    auth?: boolean;
  }
}

setNavigator({
  go: (path) => void router.navigate({ to: path }),
  currentNeedsAuth: () => router.state.matches.some((m) => m.staticData.auth === true),
});

import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';

import { firstLoadsSettled } from '../../api/firstLoads';
import { RefetchOnReconnect } from '../match/RefetchOnReconnect';
import { OfflineBanner } from '../pwa/OfflineBanner';
import { Toasts } from '../ui/Toasts';
import { Footer } from './Footer';
import { Header } from './Header';

/** The layout's later parts (LayoutLate.tsx): loaded once the first page has shown what it loads. */
const LayoutLate = lazy(async () => {
  await firstLoadsSettled();
  const { LayoutLate } = await import('./LayoutLate');
  return { default: LayoutLate };
});

/** Header, the main column (1400/1250/1100/900/780 px by breakpoint, §9), footer. */
export function Layout() {
  return (
    <div className="app">
      <OfflineBanner />
      <Header />
      <main className="main-column" id="main">
        <Outlet />
      </main>
      <Footer />
      <Suspense fallback={null}>
        <LayoutLate />
      </Suspense>
      <RefetchOnReconnect />
      <Toasts />
    </div>
  );
}

import { Outlet } from '@tanstack/react-router';

import { MatchReminders } from '../match/MatchReminders';
import { RefetchOnReconnect } from '../match/RefetchOnReconnect';
import { OfflineBanner } from '../pwa/OfflineBanner';
import { UpdatePrompt } from '../pwa/UpdatePrompt';
import { Toasts } from '../ui/Toasts';
import { Footer } from './Footer';
import { Header } from './Header';

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
      <MatchReminders />
      <RefetchOnReconnect />
      <Toasts />
      <UpdatePrompt />
    </div>
  );
}

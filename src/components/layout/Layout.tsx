import { Outlet } from '@tanstack/react-router';

import { Toasts } from '../ui/Toasts';
import { Footer } from './Footer';
import { Header } from './Header';

/** Header, the main column (1400/1250/1100/900/780 px by breakpoint, §9), footer. */
export function Layout() {
  return (
    <div className="app">
      <Header />
      <main className="main-column" id="main">
        <Outlet />
      </main>
      <Footer />
      <Toasts />
    </div>
  );
}

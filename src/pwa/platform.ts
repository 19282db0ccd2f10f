import { engineOf, type PushPlatform, pushPlatformOf } from '../../protocol/push';

/** What the browser can do about installing and push, read from navigator / window (pure helpers). */

export interface BrowserFacts {
  userAgent: string;
  maxTouchPoints: number;
  /** `display-mode: standalone` matches, or iOS's navigator.standalone. */
  standalone: boolean;
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  hasNotification: boolean;
}

/** iPhone, iPod, or an iPad (which says "Macintosh" since iPadOS 13, but has touch). */
export function isIos(f: Pick<BrowserFacts, 'userAgent' | 'maxTouchPoints'>): boolean {
  return (
    /\b(iPhone|iPad|iPod)\b/.test(f.userAgent) || (/\bMacintosh\b/.test(f.userAgent) && f.maxTouchPoints > 1)
  );
}

/**
 * Push on this browser: supported; or only after adding to the home screen (iOS / iPadOS 16.4+ give
 * web push to home-screen apps only); or not at all.
 */
export type PushSupport = 'supported' | 'homeScreenFirst' | 'unsupported';

export function pushSupport(f: BrowserFacts): PushSupport {
  if (isIos(f) && !f.standalone) return 'homeScreenFirst';
  return f.hasServiceWorker && f.hasPushManager && f.hasNotification ? 'supported' : 'unsupported';
}

/** The iOS home-screen guide is offered on iOS outside the installed app. */
export function needsIosGuide(f: BrowserFacts): boolean {
  return isIos(f) && !f.standalone;
}

export function currentFacts(): BrowserFacts {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    standalone: window.matchMedia?.('(display-mode: standalone)').matches === true || nav.standalone === true,
    hasServiceWorker: 'serviceWorker' in navigator,
    hasPushManager: 'PushManager' in window,
    hasNotification: 'Notification' in window,
  };
}

/** §7 platform number of this browser (3 Chromium, 4 Gecko, 5 WebKit). */
export function currentPushPlatform(): PushPlatform {
  const data = (navigator as Navigator & { userAgentData?: { brands?: { brand: string }[] } }).userAgentData;
  const brands = data?.brands?.map((b) => b.brand) ?? [];
  return pushPlatformOf(engineOf(navigator.userAgent, brands));
}

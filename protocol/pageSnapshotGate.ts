import { FIRST_SCREEN_ROUTE } from './firstScreen';

/** The page's keys in localStorage the gate reads (src/api/callHeaders.ts, src/i18n/initialLanguage.ts). */
export const GATE_TOKEN_KEY = 'zbpcJwt';
export const GATE_LANGUAGE_KEY = 'language';
/** The class the gate puts on <html> when the page's first screen shows. */
export const SNAPSHOT_SHOWN_CLASS = 'snapshot-shown';

/** The class the gate adds with SNAPSHOT_SHOWN_CLASS for the screen it shows: `snapshot-<n>`. */
export const SNAPSHOT_SCREEN_CLASS_PREFIX = 'snapshot-';
/** How many screens a page may carry (src/styles/pwa.css has a rule for each). */
export const MAX_PAGE_SCREENS = 4;

/**
 * The first inline script of index.html (issue 18): shows the screen put into the page's root
 * (protocol/firstScreen.ts) only where it stands for what the app will render, before the app runs:
 * - the one whose route is the URL fragment's (<html data-snapshot> names each screen's route in
 *   order; no fragment or `#/` is the home; a route's `*` is one id, digits);
 * - a first visit's screens (<html data-first-screen="<language>">, a visitor's page in the language
 *   the server took from the browser's): only when no one is logged in here and no other language was
 *   chosen here (never when storage is refused: the app would not say).
 * It adds `snapshot-shown` and `snapshot-<n>` (the n-th screen), which src/styles/pwa.css turns into
 * that screen shown. CSS alone cannot do it (`:target` is set only once the document has loaded, after
 * the paint it is for). Put into index.html at build (scripts/pageSnapshotGate.ts); the server allows
 * exactly this text by its hash in the CSP (server/http/securityHeaders.ts).
 */
export const PAGE_SNAPSHOT_GATE =
  "(function(){var d=document.documentElement,r=d.getAttribute('data-snapshot'),f=d.getAttribute('data-first-screen'),h=location.hash.slice(1).split('?')[0],s=null,n=-1,i,p;" +
  `if(!r)return;h=h&&h!=='/'?h:'${FIRST_SCREEN_ROUTE}';r=r.split(' ');` +
  "for(i=0;i<r.length&&n<0;i++){p=r[i];if(p===h||(p.slice(-2)==='/*'&&h.indexOf(p.slice(0,-1))===0&&/^\\d+$/.test(h.slice(p.length-1))))n=i}" +
  `if(n<0||n>=${MAX_PAGE_SCREENS})return;` +
  `if(f!==null){try{s=localStorage}catch(e){}if(!s||s.getItem('${GATE_TOKEN_KEY}')!==null||(s.getItem('${GATE_LANGUAGE_KEY}')||f)!==f)return}` +
  `d.classList.add('${SNAPSHOT_SHOWN_CLASS}','${SNAPSHOT_SCREEN_CLASS_PREFIX}'+n)})()`;

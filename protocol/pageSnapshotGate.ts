/**
 * The one inline script of index.html (issue 18): shows the last list page the service worker put
 * into the shell (sw/pageSnapshot.ts) only when the URL's fragment is that page's route, before the
 * app runs. The worker names the route on <html data-snapshot>; this adds `snapshot-shown`, which
 * src/styles/pwa.css turns into a shown snapshot. CSS alone cannot do it (`:target` is set only once
 * the document has loaded, after the paint it is for). Put into index.html at build
 * (scripts/pageSnapshotGate.ts); the server allows exactly this text by its hash in the CSP
 * (server/http/securityHeaders.ts).
 */
export const PAGE_SNAPSHOT_GATE =
  "(function(){var d=document.documentElement,r=d.getAttribute('data-snapshot');if(r&&location.hash.slice(1).split('?')[0]===r)d.classList.add('snapshot-shown')})()";

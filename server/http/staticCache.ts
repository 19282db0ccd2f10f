/** A file under /assets/ is named by its content hash (vite.config.ts): new content, new URL. */
export const ASSET_CACHE = 'public, max-age=31536000, immutable';
/**
 * The page, sw.js, the web manifest and the other files of public/ keep their URL across deploys:
 * kept, but asked again each time (the ETag makes that a 304), so a deploy reaches every browser.
 */
export const REVALIDATE_CACHE = 'no-cache';

/**
 * `zod` as the client build sees it (vite.config.ts aliases the bare `zod` import here, for the page,
 * its workers and the service worker): the same zod with its JIT off. On the first parse the JIT probes
 * `new Function('')`, which the Content-Security-Policy refuses (no 'unsafe-eval') and reports as a
 * violation; jitless, zod never tries. The server imports zod itself and keeps the JIT.
 *
 * This is the one module of protocol/ with a side effect, as protocol/package.json declares: to the
 * bundler every other one is side-effect free, so a constant the page imports through a schema
 * module (`SdkCode` from ./im, which re-exports ./imConstants) leaves the schemas and zod out.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';

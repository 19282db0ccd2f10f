import fs from 'node:fs';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

import { ErrorCode } from '../../protocol/errors';
import { FIRST_SCREEN_FILE } from '../../protocol/firstScreen';
import { failure } from './apiError';
import { isApiPath } from './errorHandling';
import { FirstScreenPages } from './firstScreen';
import { ASSET_CACHE, REVALIDATE_CACHE } from './staticCache';

/** Sibling `.br` / `.gz` files the build writes: sent in place of the file, never asked for by name. */
const PRECOMPRESSED = /\.(?:br|gz)(?:[?#]|$)/i;

/** Files of the build that are not public: source maps, the first screens only the server reads. */
function isBuildOnly(url: string): boolean {
  return /\.map(?:[?#]|$)/i.test(url) || url.split(/[?#]/)[0] === `/${FIRST_SCREEN_FILE}`;
}

/**
 * Serves the built client (dist/client, CLIENT_DIR) and answers every other GET with the page (the
 * app routes in the browser). A browser accepting brotli or gzip gets the precompressed copy with
 * `Content-Encoding` and `Vary: Accept-Encoding`; files without one go out as they are. The page
 * itself (`/` and every app path) carries the home's first screen in the browser's language when
 * the build made them (./firstScreen.ts); `/index.html` is the plain shell the service worker keeps.
 */
export async function registerStaticClient(app: FastifyInstance, clientDir: string): Promise<void> {
  const hasClient = fs.existsSync(path.join(clientDir, 'index.html'));
  const firstScreens = hasClient ? FirstScreenPages.load(clientDir) : null;
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      // `/` is the page with its first screen when there is one (below).
      index: firstScreens ? false : ['index.html'],
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      // Set below per file instead of the plugin's `public, max-age=0` for all.
      cacheControl: false,
      // `file` is the copy sent (maybe the .br): its folder is the requested file's.
      setHeaders: (reply, file) => {
        const top = path.relative(clientDir, file).split(path.sep)[0];
        reply.header('cache-control', top === 'assets' ? ASSET_CACHE : REVALIDATE_CACHE);
      },
      // Source maps are not public (the build makes none; an old one left in the folder is not
      // served), nor the first screens the page is made of (./firstScreen.ts reads them).
      allowedPath: (pathName) => !isBuildOnly(pathName),
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const read = req.method === 'GET' || req.method === 'HEAD';
    if (isApiPath(req.url) || !read) return reply.code(404).send(failure(ErrorCode.NotFound));
    // A missing file of the build is a 404, not the page (a stale chunk must fail, not parse HTML).
    if (isBuildOnly(req.url) || PRECOMPRESSED.test(req.url) || req.url.startsWith('/assets/'))
      return reply.code(404).type('text/plain').send('Not found');
    if (!hasClient)
      return reply.code(503).type('text/plain').send('The client is not built yet: run `npm run build`.');
    if (firstScreens?.send(req, reply)) return reply;
    return reply.type('text/html').sendFile('index.html');
  });
}

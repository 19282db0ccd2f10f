import zlib from 'node:zlib';

import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

import { isApiPath } from './errorHandling';

/** Answers smaller than this go out as they are: the saving would not cover a packet's overhead. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Brotli quality for answers made per request. 11 (what the build uses for the static files) costs
 * about a hundred times the CPU of 4 for a few percent fewer bytes; 4 already beats gzip -6 on JSON
 * at about its speed, and the node serves every call of its users on two cores.
 */
const DYNAMIC_BROTLI_QUALITY = 4;

/** Brotli parameters of answers made at run time (here and in preparedAnswer.ts). */
export const DYNAMIC_BROTLI_PARAMS = {
  [zlib.constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
};

/**
 * Compresses `/web` answers of 1 KiB and more (brotli when the client accepts it, else gzip, with
 * `Vary: Accept-Encoding`). Registered before the routes: the plugin hooks each route as it is added.
 *
 * Only `/web` routes get it. The client's files are compressed at build time (vite.config.ts) and
 * sent by staticClient.ts; uploads, HLS under /live, thumbnails and team badges are media (or
 * `application/octet-stream` files, which the plugin would otherwise compress); the socket is an
 * upgrade, not a route. Request bodies are never inflated: the API takes small JSON, and a
 * compressed body would only be a way to make the node do work.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) route.compress = false;
  });
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    // Not zstd (Node 22 offers it): brotli is what browsers send first and what the build makes.
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_MIN_BYTES,
    brotliOptions: { params: DYNAMIC_BROTLI_PARAMS },
  });
}

import zlib from 'node:zlib';

import type { FastifyReply, FastifyRequest } from 'fastify';

import { COMPRESS_MIN_BYTES, DYNAMIC_BROTLI_PARAMS } from './compression';

type Encoding = 'br' | 'gzip' | 'identity';

/** The encoding of an answer for `accept-encoding` (q-values honoured): brotli first, then gzip. */
export function encodingFor(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/** A text encoded once per encoding: each form made the first time a caller accepts it. */
export class EncodedText {
  private readonly encoded = new Map<Encoding, Buffer>();

  constructor(readonly text: string) {}

  /** The bytes in `encoding` (made once). */
  bytes(encoding: Encoding): Buffer {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      const plain = Buffer.from(this.text);
      bytes =
        encoding === 'br'
          ? zlib.brotliCompressSync(plain, {
              params: { ...DYNAMIC_BROTLI_PARAMS, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length },
            })
          : encoding === 'gzip'
            ? zlib.gzipSync(plain)
            : plain;
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }

  /**
   * The encoding `req` gets (none under COMPRESS_MIN_BYTES), set on `reply` with its Vary: `vary`,
   * which names accept-encoding and whatever else chose this text.
   */
  negotiate(req: FastifyRequest, reply: FastifyReply, vary = 'accept-encoding'): Buffer {
    reply.header('vary', vary);
    const small = Buffer.byteLength(this.text) < COMPRESS_MIN_BYTES;
    const encoding = small ? 'identity' : encodingFor(req.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return this.bytes(encoding);
  }
}

/**
 * A public answer encoded once and sent as the same bytes to every caller who asks for it, as a CDN
 * would: the §7 envelope of `data` as JSON, and its brotli and gzip forms (EncodedText). A handler
 * returns one (through registerApi) for an answer that holds nothing of the caller and is kept in a
 * cache (a visitor's match list): serialising and compressing the same page for every visitor was
 * most of such a call's CPU. Same bytes, headers and threshold as an answer compressed by
 * compression.ts.
 */
export class PreparedAnswer<T> {
  private readonly body: EncodedText;

  constructor(readonly data: T) {
    this.body = new EncodedText(JSON.stringify({ success: true, code: 0, data }));
  }

  get json(): string {
    return this.body.text;
  }

  /** The bytes in `encoding` (made once). */
  bytes(encoding: Encoding): Buffer {
    return this.body.bytes(encoding);
  }

  /** Sets the headers of the answer for `req` and gives its body. */
  send(req: FastifyRequest, reply: FastifyReply): Buffer {
    reply.header('content-type', 'application/json; charset=utf-8');
    return this.body.negotiate(req, reply);
  }
}

import fs from 'node:fs';

/** A feed larger than this is refused (a snapshot of a few days of fixtures is far smaller). */
export const FEED_MAX_BYTES = 20 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 15_000;

export class FeedReadError extends Error {}

export interface ReadFeedOptions {
  /** Refuse the feed past this many bytes (FEED_MAX_BYTES); never more than this is held. */
  maxBytes?: number;
}

/**
 * Reads the JSON feed at `location`: an http(s) URL (GET, 15 s timeout, redirects refused) or a
 * file path. Either is read as a stream and given up as soon as it passes the cap.
 */
export async function readFeed(location: string, options: ReadFeedOptions = {}): Promise<unknown> {
  const maxBytes = options.maxBytes ?? FEED_MAX_BYTES;
  const text = /^https?:\/\//i.test(location)
    ? await fetchText(location, maxBytes)
    : await fileText(location, maxBytes);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new FeedReadError(`match feed ${location} is not JSON`);
  }
}

function tooLarge(location: string, maxBytes: number): FeedReadError {
  return new FeedReadError(`match feed ${location} is over ${maxBytes} bytes`);
}

/**
 * Collects `chunks` into a UTF-8 string, throwing (and so ending the iteration, which releases
 * the source) before a chunk would take the total past `maxBytes`.
 */
async function readCapped(
  chunks: AsyncIterable<Uint8Array>,
  maxBytes: number,
  location: string,
): Promise<string> {
  const parts: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of chunks) {
    total += chunk.byteLength;
    if (total > maxBytes) throw tooLarge(location, maxBytes);
    parts.push(chunk);
  }
  return Buffer.concat(parts, total).toString('utf8');
}

/** The chunks of a fetch body; leaving the loop early cancels the body. */
async function* chunksOf(body: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

async function fileText(file: string, maxBytes: number): Promise<string> {
  const stat = await fs.promises.stat(file);
  if (stat.size > maxBytes) throw tooLarge(file, maxBytes);
  // The size on stat is not trusted (a file that grows, a device): the stream is capped too.
  const stream = fs.createReadStream(file);
  try {
    return await readCapped(stream, maxBytes, file);
  } finally {
    stream.destroy();
  }
}

async function fetchText(url: string, maxBytes: number): Promise<string> {
  const abort = new AbortController();
  const timer = setTimeout(
    () => abort.abort(new FeedReadError(`match feed ${url} timed out after ${FETCH_TIMEOUT_MS} ms`)),
    FETCH_TIMEOUT_MS,
  );
  try {
    // A redirect is an answer of its own, refused: the feed is read from the configured URL only.
    const res = await fetch(url, { signal: abort.signal, redirect: 'manual' });
    try {
      if (res.status >= 300 && res.status < 400)
        throw new FeedReadError(`match feed ${url} answered a redirect (HTTP ${res.status}), refused`);
      if (!res.ok) throw new FeedReadError(`match feed ${url} answered HTTP ${res.status}`);
      const declared = res.headers.get('content-length');
      if (declared !== null && Number(declared) > maxBytes) throw tooLarge(url, maxBytes);
      if (!res.body) return '';
      return await readCapped(chunksOf(res.body), maxBytes, url);
    } catch (error) {
      // Closes the connection instead of leaving the rest of the body in flight.
      abort.abort(error);
      throw error;
    }
  } catch (error) {
    if (error instanceof FeedReadError) throw error;
    throw new FeedReadError(`match feed ${url} could not be read: ${String(error)}`, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

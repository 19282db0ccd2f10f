import fs from 'node:fs/promises';

/** A feed larger than this is refused (a snapshot of a few days of fixtures is far smaller). */
export const FEED_MAX_BYTES = 20 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 15_000;

export class FeedReadError extends Error {}

/** Reads the JSON feed at `location`: an http(s) URL (GET, 15 s timeout) or a file path. */
export async function readFeed(location: string): Promise<unknown> {
  const text = /^https?:\/\//i.test(location) ? await fetchText(location) : await fileText(location);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new FeedReadError(`match feed ${location} is not JSON`);
  }
}

async function fileText(file: string): Promise<string> {
  const stat = await fs.stat(file);
  if (stat.size > FEED_MAX_BYTES)
    throw new FeedReadError(`match feed ${file} is over ${FEED_MAX_BYTES} bytes`);
  return fs.readFile(file, 'utf8');
}

async function fetchText(url: string): Promise<string> {
  const res = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' });
  if (!res.ok) throw new FeedReadError(`match feed ${url} answered HTTP ${res.status}`);
  const length = Number(res.headers.get('content-length') ?? 0);
  if (length > FEED_MAX_BYTES) throw new FeedReadError(`match feed ${url} is over ${FEED_MAX_BYTES} bytes`);
  const text = await res.text();
  if (text.length > FEED_MAX_BYTES)
    throw new FeedReadError(`match feed ${url} is over ${FEED_MAX_BYTES} bytes`);
  return text;
}

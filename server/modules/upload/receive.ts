import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import { HEAD_BYTES } from './fileType';

/** More bytes arrived than the PUT may carry. */
export class TooLarge extends Error {}
/** The client went away before the body was complete. */
export class ClientGone extends Error {}

export interface Received {
  size: number;
  /** The first HEAD_BYTES bytes (fewer for a shorter body), for the file-type check. */
  head: Buffer;
}

/**
 * Streams a request body into `tmp` (created, never overwritten), counting the bytes as they come:
 * rejects with TooLarge as soon as more than `limit` bytes arrived (whatever content-length said),
 * with ClientGone when the client aborts. `tmp` is removed on every failure. The request itself is
 * only unpiped, never destroyed, so a 413 can still be answered on its connection.
 */
export async function receiveTo(raw: IncomingMessage, tmp: string, limit: number): Promise<Received> {
  let size = 0;
  const head: Buffer[] = [];
  let headSize = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > limit) return callback(new TooLarge());
      if (headSize < HEAD_BYTES) {
        const part = chunk.subarray(0, HEAD_BYTES - headSize);
        head.push(part);
        headSize += part.length;
      }
      callback(null, chunk);
    },
  });
  const gone = () => {
    if (!raw.readableEnded) counter.destroy(new ClientGone());
  };
  // Opened (so created) before anything can fail: a stream that opens lazily could create the
  // file after a failure's cleanup ran.
  const out = (await fs.promises.open(tmp, 'wx')).createWriteStream();
  raw.once('aborted', gone);
  raw.once('close', gone);
  raw.once('error', gone);
  if (raw.destroyed) gone();
  raw.pipe(counter);
  try {
    await pipeline(counter, out);
    return { size, head: Buffer.concat(head) };
  } catch (error) {
    raw.unpipe(counter);
    await fs.promises.rm(tmp, { force: true });
    throw error;
  } finally {
    raw.off('aborted', gone);
    raw.off('close', gone);
    raw.off('error', gone);
  }
}

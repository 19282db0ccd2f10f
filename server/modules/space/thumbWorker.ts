import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * One worker thread that turns pictures into small JPEG thumbnails with jimp. Decoding a photo is
 * seconds of synchronous CPU (a 12-megapixel JPEG takes about 3 s in jimp), so it never runs on the
 * event loop. The thread starts with the first job and ends after a minute without one; its code is
 * plain CommonJS evaluated from a string (jimp's CommonJS build), so it runs the same under tsx,
 * node and vitest without a compiled file.
 */
const IDLE_MS = 60_000;

const SOURCE = (jimpPath: string) => `
const { parentPort } = require('node:worker_threads');
const { Jimp } = require(${JSON.stringify(jimpPath)});
parentPort.on('message', async ({ id, bytes, side, quality }) => {
  try {
    const image = await Jimp.fromBuffer(Buffer.from(bytes));
    image.scaleToFit({ w: side, h: side });
    // A transparent picture gets a white background (JPEG has no alpha).
    const out = new Jimp({ width: image.width, height: image.height, color: 0xffffffff });
    out.composite(image, 0, 0);
    const jpeg = await out.getBuffer('image/jpeg', { quality });
    parentPort.postMessage({ id, jpeg });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) });
  }
});`;

interface Reply {
  id: number;
  jpeg?: Uint8Array;
  error?: string;
}

export class ThumbWorker {
  private worker: Worker | undefined;
  private timer: NodeJS.Timeout | undefined;
  private nextId = 0;
  private readonly pending = new Map<number, { resolve: (b: Buffer) => void; reject: (e: Error) => void }>();

  /** A JPEG of `bytes` fitting in `side` × `side`; rejects when the picture cannot be decoded. */
  thumbnail(bytes: Buffer, side: number, quality: number): Promise<Buffer> {
    const worker = this.start();
    const id = this.nextId++;
    // A copy the thread takes over (a Buffer may be a view of a shared pool).
    const copy = new Uint8Array(bytes);
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, bytes: copy, side, quality }, [copy.buffer]);
    });
  }

  async close(): Promise<void> {
    clearTimeout(this.timer);
    const worker = this.worker;
    this.worker = undefined;
    for (const waiting of this.pending.values()) waiting.reject(new Error('thumbnail worker closed'));
    this.pending.clear();
    await worker?.terminate();
  }

  private start(): Worker {
    clearTimeout(this.timer);
    if (this.worker) return this.worker;
    const jimp = createRequire(import.meta.url).resolve('jimp');
    const worker = new Worker(SOURCE(jimp), { eval: true });
    worker.unref();
    worker.on('message', (reply: Reply) => this.answer(reply));
    worker.on('error', (error) => this.fail(worker, error));
    worker.on('exit', () => this.fail(worker, new Error('thumbnail worker stopped')));
    this.worker = worker;
    return worker;
  }

  private answer(reply: Reply): void {
    const waiting = this.pending.get(reply.id);
    this.pending.delete(reply.id);
    if (reply.jpeg) waiting?.resolve(Buffer.from(reply.jpeg));
    else waiting?.reject(new Error(reply.error ?? 'thumbnail failed'));
    if (this.pending.size === 0) {
      this.timer = setTimeout(() => void this.close(), IDLE_MS);
      this.timer.unref();
    }
  }

  private fail(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}

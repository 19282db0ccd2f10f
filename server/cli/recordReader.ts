/** A record header is a JSON object of this size at most (a manifest of ~400,000 files). */
const MAX_HEADER = 64 * 1024 * 1024;

/**
 * Reads the records of a backup archive (backupArchive.ts) from a byte stream: a 4-byte big-endian
 * length and a JSON header, then, for a file, `size` bytes handed on in the stream's own chunks.
 */
export class RecordReader {
  readonly #chunks: AsyncIterator<Buffer>;
  #buffer: Buffer = Buffer.alloc(0);

  constructor(stream: AsyncIterable<Buffer>) {
    this.#chunks = stream[Symbol.asyncIterator]();
  }

  /** Buffers at least `n` bytes (one concat, not one per chunk); false when the stream ends first. */
  async #fill(n: number): Promise<boolean> {
    const parts = [this.#buffer];
    let length = this.#buffer.length;
    while (length < n) {
      const next = await this.#chunks.next();
      if (next.done) break;
      parts.push(next.value);
      length += next.value.length;
    }
    if (parts.length > 1) this.#buffer = Buffer.concat(parts, length);
    return length >= n;
  }

  #take(n: number): Buffer {
    const part = this.#buffer.subarray(0, n);
    this.#buffer = this.#buffer.subarray(n);
    return part;
  }

  /** The next header, or undefined at a clean end of the stream. */
  async header(): Promise<unknown> {
    if (!(await this.#fill(4))) {
      if (this.#buffer.length === 0) return undefined;
      throw new Error('it ends inside a record');
    }
    const length = this.#buffer.readUInt32BE(0);
    if (length > MAX_HEADER) throw new Error('a record header is too long');
    if (!(await this.#fill(4 + length))) throw new Error('it ends inside a record');
    this.#take(4);
    try {
      return JSON.parse(this.#take(length).toString('utf8'));
    } catch {
      throw new Error('a record header is not JSON');
    }
  }

  /** The next `size` bytes, in chunks. */
  async *body(size: number): AsyncGenerator<Buffer> {
    let left = size;
    while (left > 0) {
      if (this.#buffer.length === 0 && !(await this.#fill(1))) throw new Error('it ends inside a file');
      const part = this.#take(Math.min(left, this.#buffer.length));
      left -= part.length;
      yield part;
    }
  }
}

import { releaseProxy, transfer, wrap } from 'comlink';

import { type CompressApi, type CompressInput } from '../../protocol/compress';

/**
 * The page's one bridge to the compression Worker (§5): nothing of the compression runs on the UI
 * thread. Rejections carry the §8 messages: 'file can not be empty', 'compress error'.
 */
export interface Compressor {
  /** A compressed copy of a png/jpg/jpeg file (same name); any other file comes back as it is. */
  compress(file: File, quality?: number): Promise<File>;
  terminate(): void;
}

export function createCompressor(): Compressor {
  const worker = new Worker(new URL('../../worker/compress/compress.worker.ts', import.meta.url), {
    type: 'module',
    name: 'compress',
  });
  const remote = wrap<CompressApi>(worker);
  return {
    async compress(file, quality) {
      const bytes = await file.arrayBuffer();
      const input: CompressInput = { bytes, fileName: file.name, mimeType: file.type, quality };
      const out = await remote.compress(transfer(input, [bytes]));
      if (out.path === 'passthrough') return file;
      return new File([out.bytes], file.name, { type: out.mimeType, lastModified: file.lastModified });
    },
    terminate() {
      remote[releaseProxy]();
      worker.terminate();
    },
  };
}

import { expose, transfer } from 'comlink';

import { type CompressApi } from '../../protocol/compress';
import { compressImage } from './compressImage';

/**
 * The dedicated module Worker of chat image compression (§5). One of the two compression bridge files
 * allowed to use comlink; the other is the page's src/api/compressClient.ts. The bytes travel both ways
 * as transferred ArrayBuffers, never copied.
 */
const api: CompressApi = {
  async compress(input) {
    const result = await compressImage(input);
    return transfer(result, [result.bytes]);
  },
};

expose(api);

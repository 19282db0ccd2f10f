/**
 * The pixel size of a PNG, GIF or JPEG from its first bytes, without decoding it: a picture is
 * checked by its content (signature and a well-formed header) and refused before anything decodes
 * a size too large. JPEG keeps its size in the first SOF segment, after the APPn segments (EXIF,
 * ICC...), so its header may need more than a few bytes: `undefined` then means "read more".
 */
export interface ImageSize {
  width: number;
  height: number;
}

function png(b: Buffer): ImageSize | undefined {
  // Signature (8), then the IHDR chunk: length (4), "IHDR" (4), width (4), height (4).
  if (b.length < 24 || b.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

function gif(b: Buffer): ImageSize | undefined {
  if (b.length < 10) return undefined;
  return { width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
}

/** Start-of-frame markers (C0-CF but DHT C4, JPG C8, DAC CC) carry the frame size. */
const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

function jpeg(b: Buffer): ImageSize | undefined {
  let i = 2;
  while (i + 3 < b.length) {
    if (b[i] !== 0xff) return undefined;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i++;
      continue;
    }
    // Markers without a length: TEM, RST0-7.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return undefined;
    if (isSof(marker)) {
      if (i + 9 > b.length) return undefined;
      return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    }
    i += 2 + b.readUInt16BE(i + 2);
  }
  return undefined;
}

/** The size of `bytes` read as `contentType`, or undefined when the header is not there (yet). */
export function imageSize(contentType: string, bytes: Buffer): ImageSize | undefined {
  const size =
    contentType === 'image/png'
      ? png(bytes)
      : contentType === 'image/gif'
        ? gif(bytes)
        : contentType === 'image/jpeg'
          ? jpeg(bytes)
          : undefined;
  return size && size.width > 0 && size.height > 0 ? size : undefined;
}

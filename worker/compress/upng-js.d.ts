/** The part of upng-js 2.1 (no bundled types) that the compression worker uses. */
declare module 'upng-js' {
  interface UpngFrame {
    rect: { x: number; y: number; width: number; height: number };
    delay: number;
    dispose: number;
    blend: number;
  }
  interface UpngImage {
    width: number;
    height: number;
    depth: number;
    /** PNG colour type: 0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA. */
    ctype: number;
    frames: UpngFrame[];
    tabs: Record<string, unknown> & { PLTE?: number[]; acTL?: { num_frames: number; num_plays: number } };
    data: Uint8Array;
  }
  const UPNG: {
    decode(buffer: ArrayBuffer): UpngImage;
    /** One RGBA buffer per frame (a single one for a still PNG). */
    toRGBA8(image: UpngImage): ArrayBuffer[];
    /** `colours` 0 is lossless; 1..256 quantises to a palette of at most that many colours. */
    encode(
      frames: ArrayBuffer[],
      width: number,
      height: number,
      colours: number,
      delays?: number[],
      forbidPlte?: boolean,
    ): ArrayBuffer;
  };
  export default UPNG;
}

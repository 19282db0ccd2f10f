import { CROPPER_DEFAULTS } from '../../../protocol/rules';
import { type CropRect, fitWithin } from './cropMath';

/** Decodes the file and scales it down so its longest side is at most maxImgSize (§5). Rejects a non-image. */
export async function loadCropSource(file: Blob): Promise<HTMLCanvasElement> {
  const bitmap = await createImageBitmap(file);
  try {
    const size = fitWithin({ width: bitmap.width, height: bitmap.height }, CROPPER_DEFAULTS.maxImgSize);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const g = canvas.getContext('2d');
    if (!g) throw new Error('no 2d context');
    g.imageSmoothingQuality = 'high';
    g.drawImage(bitmap, 0, 0, size.width, size.height);
    return canvas;
  } finally {
    bitmap.close();
  }
}

/** The crop as a JPEG at full quality (outputSize 1), on white so transparent pixels do not turn black. */
export function exportCrop(source: HTMLCanvasElement, crop: CropRect): Promise<Blob> {
  const width = Math.max(CROPPER_DEFAULTS.minCropSize, Math.round(crop.width));
  const height = Math.max(CROPPER_DEFAULTS.minCropSize, Math.round(crop.height));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const g = canvas.getContext('2d');
  if (!g) return Promise.reject(new Error('no 2d context'));
  g.fillStyle = '#fff';
  g.fillRect(0, 0, width, height);
  g.imageSmoothingQuality = 'high';
  g.drawImage(source, crop.sx, crop.sy, crop.width, crop.height, 0, 0, width, height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('encode failed'))),
      `image/${CROPPER_DEFAULTS.outputType}`,
      CROPPER_DEFAULTS.outputSize,
    );
  });
}

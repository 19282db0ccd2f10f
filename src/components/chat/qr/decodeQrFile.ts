/** The text of the QR code in a picture file, or null; decoding loads its code on first use. */
export async function decodeQrFile(file: File): Promise<string | null> {
  const [{ decodeRgba }, bitmap] = await Promise.all([import('./qrMatrix'), createImageBitmap(file)]);
  const scale = Math.min(1, 1200 / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return decodeRgba(context.getImageData(0, 0, width, height).data, width, height);
}

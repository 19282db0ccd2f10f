/** Geometry of the avatar cropper: a fixed square frame over an image that moves and zooms under it. */

/** Where the image sits on the stage: `scale` stage pixels per source pixel, (x, y) its top-left corner. */
export interface CropView {
  scale: number;
  x: number;
  y: number;
}

/** The square crop frame, in stage pixels. */
export interface Frame {
  left: number;
  top: number;
  size: number;
}

export interface Size {
  width: number;
  height: number;
}

/** The size after scaling down so the longest side is at most `max` (never scaled up). */
export function fitWithin({ width, height }: Size, max: number): Size {
  const ratio = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * ratio)), height: Math.max(1, Math.round(height * ratio)) };
}

/**
 * Zoom limits: at the smallest the image still covers the frame; at the largest the crop is still
 * `minCrop` source pixels wide.
 */
export function scaleBounds(image: Size, frame: Frame, minCrop: number): { min: number; max: number } {
  const min = frame.size / Math.min(image.width, image.height);
  return { min, max: Math.max(min, frame.size / minCrop) };
}

/** Keeps the frame inside the image. */
export function clampView(view: CropView, image: Size, frame: Frame): CropView {
  const minX = frame.left + frame.size - image.width * view.scale;
  const minY = frame.top + frame.size - image.height * view.scale;
  return {
    scale: view.scale,
    x: Math.min(frame.left, Math.max(minX, view.x)),
    y: Math.min(frame.top, Math.max(minY, view.y)),
  };
}

/** The image centred on the frame at the smallest zoom. */
export function initialView(image: Size, frame: Frame, minCrop: number): CropView {
  const { min } = scaleBounds(image, frame, minCrop);
  const cx = frame.left + frame.size / 2;
  const cy = frame.top + frame.size / 2;
  return { scale: min, x: cx - (image.width * min) / 2, y: cy - (image.height * min) / 2 };
}

/** Zooms to `scale` (within bounds) keeping the stage point (px, py) still. */
export function zoomAt(
  view: CropView,
  scale: number,
  px: number,
  py: number,
  image: Size,
  frame: Frame,
  minCrop: number,
): CropView {
  const { min, max } = scaleBounds(image, frame, minCrop);
  const next = Math.min(max, Math.max(min, scale));
  const k = next / view.scale;
  return clampView({ scale: next, x: px - (px - view.x) * k, y: py - (py - view.y) * k }, image, frame);
}

/** The crop in source pixels. */
export function cropRect(view: CropView, frame: Frame): { sx: number; sy: number; size: number } {
  return {
    sx: (frame.left - view.x) / view.scale,
    sy: (frame.top - view.y) / view.scale,
    size: frame.size / view.scale,
  };
}

/** Slider position 0-100 to a zoom, logarithmic so each step feels the same. */
export function sliderToScale(position: number, min: number, max: number): number {
  return min * Math.pow(max / min, position / 100);
}

export function scaleToSlider(scale: number, min: number, max: number): number {
  return max <= min ? 0 : (Math.log(scale / min) / Math.log(max / min)) * 100;
}

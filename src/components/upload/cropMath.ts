/**
 * Geometry of the image cropper: a fixed frame (a square for avatars, 16:9 for covers) over an image
 * that moves and zooms under it.
 */

/** Where the image sits on the stage: `scale` stage pixels per source pixel, (x, y) its top-left corner. */
export interface CropView {
  scale: number;
  x: number;
  y: number;
}

/** The crop frame, in stage pixels. */
export interface Frame {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The crop in source pixels. */
export interface CropRect {
  sx: number;
  sy: number;
  width: number;
  height: number;
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
 * Zoom limits: at the smallest the image still covers the frame; at the largest the crop's shorter
 * side is still `minCrop` source pixels.
 */
export function scaleBounds(image: Size, frame: Frame, minCrop: number): { min: number; max: number } {
  const min = Math.max(frame.width / image.width, frame.height / image.height);
  return { min, max: Math.max(min, Math.min(frame.width, frame.height) / minCrop) };
}

/** Keeps the frame inside the image. */
export function clampView(view: CropView, image: Size, frame: Frame): CropView {
  const minX = frame.left + frame.width - image.width * view.scale;
  const minY = frame.top + frame.height - image.height * view.scale;
  return {
    scale: view.scale,
    x: Math.min(frame.left, Math.max(minX, view.x)),
    y: Math.min(frame.top, Math.max(minY, view.y)),
  };
}

/** The image centred on the frame at the smallest zoom. */
export function initialView(image: Size, frame: Frame, minCrop: number): CropView {
  const { min } = scaleBounds(image, frame, minCrop);
  const cx = frame.left + frame.width / 2;
  const cy = frame.top + frame.height / 2;
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
export function cropRect(view: CropView, frame: Frame): CropRect {
  return {
    sx: (frame.left - view.x) / view.scale,
    sy: (frame.top - view.y) / view.scale,
    width: frame.width / view.scale,
    height: frame.height / view.scale,
  };
}

/** The frame on a stage `stageWidth` wide: 10% margins, `aspect` = width / height; the stage height fits it. */
export function frameFor(stageWidth: number, aspect: number): { frame: Frame; stageHeight: number } {
  const margin = Math.round(stageWidth * 0.1);
  const width = stageWidth - 2 * margin;
  const height = Math.round(width / aspect);
  return { frame: { left: margin, top: margin, width, height }, stageHeight: height + 2 * margin };
}

/** Slider position 0-100 to a zoom, logarithmic so each step feels the same. */
export function sliderToScale(position: number, min: number, max: number): number {
  return min * Math.pow(max / min, position / 100);
}

export function scaleToSlider(scale: number, min: number, max: number): number {
  return max <= min ? 0 : (Math.log(scale / min) / Math.log(max / min)) * 100;
}

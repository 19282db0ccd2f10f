import { type KeyboardEvent, type PointerEvent, useEffect, useMemo, useRef, useState } from 'react';

import { CROPPER_DEFAULTS } from '../../../protocol/rules';
import {
  clampView,
  type CropView,
  cropRect,
  frameFor,
  initialView,
  scaleBounds,
  scaleToSlider,
  sliderToScale,
  zoomAt,
} from './cropMath';

const MIN_CROP = CROPPER_DEFAULTS.minCropSize;
const KEY_STEP = 10;
const ZOOM_STEP = 1.1;

/**
 * State and gestures of the cropper: drag to move, wheel, keys or slider to zoom, and the drawing.
 * The stage is `stageWidth` wide and as tall as a frame of `aspect` (width / height) needs.
 */
export function useCropper(source: HTMLCanvasElement, stageWidth: number, aspect: number) {
  const { frame, stageHeight } = useMemo(() => frameFor(stageWidth, aspect), [stageWidth, aspect]);
  const image = useMemo(() => ({ width: source.width, height: source.height }), [source]);
  const bounds = scaleBounds(image, frame, MIN_CROP);
  const [view, setView] = useState<CropView>(() => initialView(image, frame, MIN_CROP));
  const stageRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const previewRef = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ id: number; x: number; y: number; view: CropView } | null>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const g = canvas?.getContext('2d');
    if (!canvas || !g) return;
    const dpr = window.devicePixelRatio || 1;
    canvas.width = Math.round(stageWidth * dpr);
    canvas.height = Math.round(stageHeight * dpr);
    g.setTransform(dpr, 0, 0, dpr, 0, 0);
    g.fillStyle = '#0b1222';
    g.fillRect(0, 0, stageWidth, stageHeight);
    g.imageSmoothingQuality = 'high';
    g.drawImage(source, view.x, view.y, image.width * view.scale, image.height * view.scale);
    const preview = previewRef.current;
    const p = preview?.getContext('2d');
    if (preview && p) {
      const crop = cropRect(view, frame);
      p.clearRect(0, 0, preview.width, preview.height);
      p.drawImage(source, crop.sx, crop.sy, crop.width, crop.height, 0, 0, preview.width, preview.height);
    }
  }, [source, view, stageWidth, stageHeight, image, frame]);

  // React registers wheel listeners as passive; a native one can keep the page from scrolling.
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const handleWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = stage.getBoundingClientRect();
      const px = event.clientX - rect.left;
      const py = event.clientY - rect.top;
      setView((v) => zoomAt(v, v.scale * Math.exp(-event.deltaY * 0.0015), px, py, image, frame, MIN_CROP));
    };
    stage.addEventListener('wheel', handleWheel, { passive: false });
    return () => stage.removeEventListener('wheel', handleWheel);
  }, [image, frame]);

  const centerX = frame.left + frame.width / 2;
  const centerY = frame.top + frame.height / 2;

  function zoomTo(scale: number) {
    setView((v) => zoomAt(v, scale, centerX, centerY, image, frame, MIN_CROP));
  }

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLDivElement>) {
      event.currentTarget.setPointerCapture(event.pointerId);
      drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY, view };
    },
    onPointerMove(event: PointerEvent<HTMLDivElement>) {
      const d = drag.current;
      if (!d || d.id !== event.pointerId) return;
      const next = { ...d.view, x: d.view.x + event.clientX - d.x, y: d.view.y + event.clientY - d.y };
      setView(clampView(next, image, frame));
    },
    onPointerUp(event: PointerEvent<HTMLDivElement>) {
      if (drag.current?.id === event.pointerId) drag.current = null;
    },
    onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
      // The arrows move the image, as a drag does.
      const moves: Record<string, [number, number]> = {
        ArrowLeft: [-KEY_STEP, 0],
        ArrowRight: [KEY_STEP, 0],
        ArrowUp: [0, -KEY_STEP],
        ArrowDown: [0, KEY_STEP],
      };
      const move = moves[event.key];
      if (move) {
        event.preventDefault();
        setView((v) => clampView({ ...v, x: v.x + move[0], y: v.y + move[1] }, image, frame));
      } else if (event.key === '+' || event.key === '=') {
        event.preventDefault();
        zoomTo(view.scale * ZOOM_STEP);
      } else if (event.key === '-') {
        event.preventDefault();
        zoomTo(view.scale / ZOOM_STEP);
      }
    },
  };

  return {
    frame,
    stageHeight,
    stageRef,
    canvasRef,
    previewRef,
    handlers,
    slider: scaleToSlider(view.scale, bounds.min, bounds.max),
    setSlider: (position: number) => zoomTo(sliderToScale(position, bounds.min, bounds.max)),
    zoomIn: () => zoomTo(view.scale * ZOOM_STEP),
    zoomOut: () => zoomTo(view.scale / ZOOM_STEP),
    canZoom: bounds.max > bounds.min,
    crop: () => cropRect(view, frame),
  };
}

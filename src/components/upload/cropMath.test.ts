import { describe, expect, it } from 'vitest';

import { clampView, cropRect, fitWithin, frameFor, initialView, scaleBounds, zoomAt } from './cropMath';

const frame = { left: 20, top: 20, width: 200, height: 200 };

describe('cropMath', () => {
  it('scales the source down so its longest side is at most 2000 px', () => {
    expect(fitWithin({ width: 4000, height: 3000 }, 2000)).toEqual({ width: 2000, height: 1500 });
    expect(fitWithin({ width: 800, height: 600 }, 2000)).toEqual({ width: 800, height: 600 });
  });

  it('starts with the shorter side filling the frame, centred', () => {
    const image = { width: 1000, height: 500 };
    const view = initialView(image, frame, 10);
    expect(cropRect(view, frame)).toEqual({ sx: 250, sy: 0, width: 500, height: 500 });
  });

  it('never zooms in past a 10 px crop nor out past the image', () => {
    const image = { width: 1000, height: 500 };
    expect(scaleBounds(image, frame, 10)).toEqual({ min: 0.4, max: 20 });
    const view = zoomAt(initialView(image, frame, 10), 1000, 120, 120, image, frame, 10);
    expect(cropRect(view, frame).width).toBeCloseTo(10);
  });

  it('keeps the frame inside the image when dragged too far', () => {
    const image = { width: 1000, height: 500 };
    const view = clampView({ scale: 0.4, x: 500, y: -900 }, image, frame);
    const crop = cropRect(view, frame);
    expect(crop.sx).toBeCloseTo(0);
    expect(crop.sy).toBeCloseTo(0);
  });

  it('fits a 16:9 frame on the stage and crops 16:9 from a tall picture', () => {
    const { frame: wide, stageHeight } = frameFor(320, 16 / 9);
    expect(wide).toEqual({ left: 32, top: 32, width: 256, height: 144 });
    expect(stageHeight).toBe(208);
    const image = { width: 600, height: 1200 };
    const crop = cropRect(initialView(image, wide, 10), wide);
    expect(crop.width).toBeCloseTo(600);
    expect(crop.height).toBeCloseTo(337.5);
    expect(crop.sy).toBeCloseTo((1200 - 337.5) / 2);
  });

  it('keeps a square frame as large as the stage allows', () => {
    expect(frameFor(320, 1)).toEqual({
      frame: { left: 32, top: 32, width: 256, height: 256 },
      stageHeight: 320,
    });
  });
});

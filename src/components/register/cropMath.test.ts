import { describe, expect, it } from 'vitest';

import { clampView, cropRect, fitWithin, initialView, scaleBounds, zoomAt } from './cropMath';

const frame = { left: 20, top: 20, size: 200 };

describe('cropMath', () => {
  it('scales the source down so its longest side is at most 2000 px', () => {
    expect(fitWithin({ width: 4000, height: 3000 }, 2000)).toEqual({ width: 2000, height: 1500 });
    expect(fitWithin({ width: 800, height: 600 }, 2000)).toEqual({ width: 800, height: 600 });
  });

  it('starts with the shorter side filling the frame, centred', () => {
    const image = { width: 1000, height: 500 };
    const view = initialView(image, frame, 10);
    expect(cropRect(view, frame)).toEqual({ sx: 250, sy: 0, size: 500 });
  });

  it('never zooms in past a 10 px crop nor out past the image', () => {
    const image = { width: 1000, height: 500 };
    expect(scaleBounds(image, frame, 10)).toEqual({ min: 0.4, max: 20 });
    const view = zoomAt(initialView(image, frame, 10), 1000, 120, 120, image, frame, 10);
    expect(cropRect(view, frame).size).toBeCloseTo(10);
  });

  it('keeps the frame inside the image when dragged too far', () => {
    const image = { width: 1000, height: 500 };
    const view = clampView({ scale: 0.4, x: 500, y: -900 }, image, frame);
    const crop = cropRect(view, frame);
    expect(crop.sx).toBeCloseTo(0);
    expect(crop.sy).toBeCloseTo(0);
  });
});

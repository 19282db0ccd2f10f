import { afterEach, describe, expect, it, vi } from 'vitest';

import { RENDER_HOLD_MS } from './renderHold';

afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
});

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe("the app's first render gate", () => {
  it('holds nothing unless a live route asked', async () => {
    vi.useFakeTimers();
    const { renderGate } = await import('./renderGate');
    expect(await settled(renderGate())).toBe(true);
  });

  it('held, opens on release', async () => {
    vi.useFakeTimers();
    const { holdRender, releaseRender, renderGate } = await import('./renderGate');
    holdRender();
    const gate = renderGate();
    expect(await settled(gate)).toBe(false);
    releaseRender();
    expect(await settled(gate)).toBe(true);
  });

  it('held, opens by itself after RENDER_HOLD_MS: a slow stream does not hold the page', async () => {
    vi.useFakeTimers();
    const { holdRender, renderGate } = await import('./renderGate');
    holdRender();
    const gate = renderGate();
    await vi.advanceTimersByTimeAsync(RENDER_HOLD_MS - 1);
    expect(await settled(gate)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(gate)).toBe(true);
  });
});

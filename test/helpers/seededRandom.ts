import { onTestFailed } from 'vitest';

/**
 * A reproducible random source for a test: seeded from TEST_SEED when set, else from the clock, and
 * the seed printed when the test fails, so a failure can be replayed with `TEST_SEED=<seed>`.
 * Call it inside the test (it registers the failure hook there). mulberry32: small and fast.
 */
export function seededRandom(label: string): () => number {
  const seed = Number(process.env.TEST_SEED) || Date.now() % 2 ** 31;
  onTestFailed(() => {
    console.error(`${label}: random seed ${seed} (replay with TEST_SEED=${seed})`);
  });
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

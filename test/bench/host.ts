import { createHash } from 'node:crypto';

import { bench } from './load';

/**
 * `host.cpu_ms`: the same fixed work on the machine of the run (a JavaScript loop and SHA-256 of
 * 16 MB, one thread), the median of ROUNDS. Not a figure of the product: the yardstick to read a
 * run's absolute figures by. Ratios against a baseline of the same run hold on any machine, but
 * Lighthouse's scores (its 4x CPU slowdown multiplies the host's own task times), milliseconds to a
 * first frame and messages a second all follow the host: the same code read Lighthouse 86 and 56 on
 * two machines of this kind (README, Performance). Compare runs whose `host.cpu_ms` agree.
 */
const ROUNDS = 5;
const LOOP = 50_000_000;
const HASHED = Buffer.alloc(16 * 1024 * 1024, 7);

function work(): number {
  const t0 = performance.now();
  let x = 0;
  for (let i = 0; i < LOOP; i++) x = (x + ((i * 31) % 7)) | 0;
  createHash('sha256').update(HASHED).digest();
  // The loop's result is used, so the engine cannot drop it.
  return performance.now() - t0 + (x === -1 ? 1 : 0);
}

/** Prints the median after a warm-up round. */
export function benchHost(): void {
  work();
  const times = Array.from({ length: ROUNDS }, work).sort((a, b) => a - b);
  bench('host.cpu_ms', times[Math.floor(ROUNDS / 2)]!, 'ms');
}

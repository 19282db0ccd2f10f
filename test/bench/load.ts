/** A bounded loopback load generator: `total` requests, `concurrency` at a time, stops at `maxMs`. */
export interface LoadResult {
  done: number;
  failed: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
}

export async function load(
  send: () => Promise<boolean>,
  { total, concurrency, maxMs = 20_000 }: { total: number; concurrency: number; maxMs?: number },
): Promise<LoadResult> {
  const latencies: number[] = [];
  let started = 0;
  let failed = 0;
  const t0 = performance.now();
  async function worker(): Promise<void> {
    while (started < total && performance.now() - t0 < maxMs) {
      started++;
      const s = performance.now();
      const ok = await send().catch(() => false);
      latencies.push(performance.now() - s);
      if (!ok) failed++;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    done: latencies.length,
    failed,
    seconds,
    rps: latencies.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
  };
}

export function bench(name: string, value: number, unit: string): void {
  console.log(`BENCH ${name} ${Number.isInteger(value) ? value : value.toFixed(2)} ${unit}`);
}

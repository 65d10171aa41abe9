/** Latency statistics for the benchmarks (milliseconds). */
export function percentile(sortedMs: number[], p: number): number {
  if (sortedMs.length === 0) return NaN;
  const index = Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1);
  return sortedMs[Math.max(0, index)]!;
}

export type LatencySummary = { count: number; p50: number; p95: number; p99: number; perSecond: number };

export function summarise(samplesMs: number[], wallMs: number): LatencySummary {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    perSecond: (sorted.length / wallMs) * 1000,
  };
}

/** Runs `work` from `concurrency` loops for `durationMs`, timing each call. */
export async function load(
  work: (i: number) => Promise<unknown>,
  options: { concurrency: number; durationMs: number },
) {
  const samples: number[] = [];
  const start = performance.now();
  const deadline = start + options.durationMs;
  let i = 0;
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        await work(i++);
        samples.push(performance.now() - t0);
      }
    }),
  );
  return summarise(samples, performance.now() - start);
}

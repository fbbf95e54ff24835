export type Figures = { name: string; runs: number; p50: number; p95: number; mean: number };

/**
 * Runs `fn` after a warm-up and reports latency percentiles in milliseconds; `before`, when given,
 * runs untimed ahead of each call.
 */
export async function measure(
  name: string,
  runs: number,
  fn: () => Promise<unknown>,
  before?: () => Promise<unknown>,
): Promise<Figures> {
  for (let i = 0; i < Math.min(20, runs); i++) {
    await before?.();
    await fn();
  }
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    await before?.();
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return {
    name,
    runs,
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    mean: round(samples.reduce((s, v) => s + v, 0) / samples.length),
  };
}

const round = (v: number) => Math.round(v * 100) / 100;

export function printFigures(title: string, figures: Figures[]): void {
  console.log(`\n${title}`);
  console.table(
    figures.map((f) => ({
      measurement: f.name,
      runs: f.runs,
      'p50 ms': f.p50,
      'p95 ms': f.p95,
      'mean ms': f.mean,
    })),
  );
}

/** Requests per second of `total` calls kept `concurrency` in flight. */
export async function measureRate(
  label: string,
  total: number,
  concurrency: number,
  run: (i: number) => Promise<unknown>,
): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) await run(next++);
    }),
  );
  const perSecond = total / ((performance.now() - started) / 1000);
  console.log(`${label}: ${perSecond.toFixed(0)}/s`);
  return perSecond;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

// Shared by every bench/*.bench.ts. A benchmark prints our figure next to a reference measured in the same run
// (a peer library or a floor) and the ratio; where the issue sets a budget it says whether we are within it.
// `--quick` (used by `npm test`) runs each benchmark once on small data only to prove it still works: its
// figures are not judged there.

export const quick = process.argv.includes('--quick');

export interface Sample {
  /** Median time of one call in microseconds. */
  medianMicroseconds: number;
  /** 98th percentile in microseconds. */
  p98Microseconds: number;
  runs: number;
}

/** Times `task` after a warm-up; returns the median and p98 of single calls, in microseconds. */
export function measure(task: () => unknown, options: { runs?: number; warmup?: number } = {}): Sample {
  const runs = quick ? 5 : (options.runs ?? 2000);
  const warmup = quick ? 1 : (options.warmup ?? 200);
  for (let index = 0; index < warmup; index += 1) task();
  const times = new Float64Array(runs);
  for (let index = 0; index < runs; index += 1) {
    const start = process.hrtime.bigint();
    task();
    times[index] = Number(process.hrtime.bigint() - start) / 1000;
  }
  return {
    medianMicroseconds: percentile(times, 0.5),
    p98Microseconds: percentile(times, 0.98),
    runs,
  };
}

/**
 * The nearest-rank percentile: the smallest of `values` that at least `fraction` of them are at or below (0.5 the
 * median, 0.98 the p98: of 50 samples the 49th, not the largest, which is the p100); NaN when there are none.
 */
export function percentile(values: ArrayLike<number>, fraction: number): number {
  const sorted = Array.from(values).sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * fraction) - 1)] ?? Number.NaN;
}

export interface Budget {
  /** Human wording of the budget, e.g. "≤ 50 µs" or "≥ 20× faster". */
  label: string;
  ok: boolean;
}

const failures: string[] = [];

/** Prints one result line: ours, the reference, the ratio and the budget verdict. */
export function report(line: {
  name: string;
  ours: number;
  reference?: { name: string; value: number };
  unit: string;
  budget?: Budget;
}): void {
  const format = (value: number) => (value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(3));
  const parts = [`${line.name}: ${format(line.ours)} ${line.unit}`];
  if (line.reference) {
    const ratio = line.reference.value / line.ours;
    parts.push(`${line.reference.name}: ${format(line.reference.value)} ${line.unit}`, `ratio ${ratio.toFixed(2)}×`);
  }
  if (line.budget) {
    parts.push(`budget ${line.budget.label}: ${quick ? 'not judged (--quick)' : line.budget.ok ? 'met' : 'MISSED'}`);
    if (!quick && !line.budget.ok) failures.push(`${line.name} missed ${line.budget.label}`);
  }
  process.stdout.write(`${parts.join(' | ')}\n`);
}

/** Call at the end of a bench file: exits non-zero when a budget was missed (never in --quick mode). */
export function finish(): void {
  if (failures.length > 0) {
    process.stderr.write(`budgets missed:\n${failures.map((failure) => `  - ${failure}`).join('\n')}\n`);
    process.exitCode = 1;
  }
}

/**
 * The bench's arithmetic (ADR 0132), pure so Jest checks it: percentiles, medians, the median of per-run
 * ratios, and the summary table `npm run bench` ends with.
 */

/**
 * The nearest-rank percentile (p in 0–100), leaving out NaN (nothing measured); NaN when nothing is left. Infinity
 * (a timing that did not end within its limit) counts as the slowest value.
 */
export function percentile(values: readonly number[], p: number): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

/** The median (the mean of the middle two for an even count), leaving out NaN; Infinity counts as the slowest. */
export function median(values: readonly number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * The median of per-run ratios: run i's numerator over run i's denominator, paired as they were measured
 * (interleaved, so both saw the same machine). A run missing either side, or with a zero denominator, is left out.
 */
export function medianOfRatios(numerators: readonly number[], denominators: readonly number[]): { median: number; ratios: number[] } {
  const ratios: number[] = [];
  for (let i = 0; i < Math.min(numerators.length, denominators.length); i += 1) {
    const top = numerators[i] ?? Number.NaN;
    const bottom = denominators[i] ?? Number.NaN;
    if (Number.isFinite(top) && Number.isFinite(bottom) && bottom > 0) ratios.push(top / bottom);
  }
  return { median: median(ratios), ratios };
}

/** Alternates two kinds of run: a, b, a, b… `runs` of each (the order the honest comparisons run in). */
export function interleave<A, B>(runs: number, a: A, b: B): (A | B)[] {
  return Array.from({ length: runs * 2 }, (_, i) => (i % 2 === 0 ? a : b));
}

/** One line of the summary table. Figures are strings so each section formats its own unit. */
export interface SummaryRow {
  interaction: string;
  /** "p95 at 1× / 4×", or the section's one figure. */
  figure: string;
  /** The no-op reference measured in the same run ("–" when there is none). */
  reference: string;
  target: string;
  /** The 1-minute load average while it was measured. */
  load: string;
}

export const SUMMARY_HEADER = ['interaction', 'p95 at 1× / 4× CPU', 'no-op click 1× / 4×', 'target', 'load avg (1 min)'] as const;

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The summary as a Markdown table (the columns). */
export function summaryTable(rows: readonly SummaryRow[]): string {
  const lines = [`| ${SUMMARY_HEADER.join(' | ')} |`, `|${SUMMARY_HEADER.map(() => '---').join('|')}|`];
  for (const row of rows) lines.push(`| ${[row.interaction, row.figure, row.reference, row.target, row.load].map(cell).join(' | ')} |`);
  return lines.join('\n');
}

/** The longest a bench timing waits for its result; a longer one is Infinity, printed as `>60000`. */
export const TIMING_LIMIT_MS = 60_000;

const figure = (value: number, digits: number) => (Number.isNaN(value) ? '–' : value === Number.POSITIVE_INFINITY ? `>${TIMING_LIMIT_MS}` : value.toFixed(digits));

/** `12.3 ms`; `–` for a figure that was not measured, `>60000 ms` for one that did not end. */
export const ms = (value: number, digits = 1): string => (Number.isNaN(value) ? '–' : `${figure(value, digits)} ms`);

/** `a / b` of two figures in one unit (`9.4 / 15.8 ms`). */
export const pair = (a: number, b: number, digits = 1): string => (Number.isNaN(a) && Number.isNaN(b) ? '–' : `${figure(a, digits)} / ${figure(b, digits)} ms`);

/** Load averages as `min–max` (or one figure when they agree to a tenth). */
export function loadRange(loads: readonly number[]): string {
  const finite = loads.filter((v) => Number.isFinite(v));
  if (finite.length === 0) return '–';
  const low = Math.min(...finite).toFixed(2);
  const high = Math.max(...finite).toFixed(2);
  return low === high ? low : `${low}–${high}`;
}

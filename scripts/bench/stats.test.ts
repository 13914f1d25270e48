import { interleave, loadRange, median, medianOfRatios, pair, percentile, summaryTable } from './stats';

describe("the bench's arithmetic (ADR 0132)", () => {
  it('takes the nearest-rank percentile, ignoring values that are not numbers', () => {
    const values = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(percentile(values, 95)).toBe(19);
    expect(percentile(values, 50)).toBe(10);
    expect(percentile(values, 100)).toBe(20);
    expect(percentile([5, Number.NaN, 1], 50)).toBe(1);
    // A timing that did not end within its limit is the slowest, not left out.
    expect(percentile([5, Number.POSITIVE_INFINITY, 1], 95)).toBe(Number.POSITIVE_INFINITY);
    // A timing that did not end is the slowest, not left out.
    expect(percentile([5, Number.POSITIVE_INFINITY, 1], 95)).toBe(Number.POSITIVE_INFINITY);
    expect(percentile([], 95)).toBeNaN();
  });

  it('takes the median of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([Number.NaN])).toBeNaN();
  });

  it('pairs ratios run by run, which is not the ratio of the medians', () => {
    // The slow second run slowed both sides; paired, it says 1.03×, and the median of the three ratios is 1.2×.
    const { median: m, ratios } = medianOfRatios([120, 300, 200], [100, 290, 100]);
    expect(ratios.map((r) => Number(r.toFixed(3)))).toEqual([1.2, 1.034, 2]);
    expect(m).toBe(1.2);
    // Unpaired, the medians (200 and 100) would say 2×.
    expect(median([120, 300, 200]) / median([100, 290, 100])).toBe(2);
  });

  it('leaves out a run missing either side or with nothing to divide by', () => {
    expect(medianOfRatios([100, Number.NaN, 300], [100, 100, 0]).ratios).toEqual([1]);
    expect(medianOfRatios([], []).median).toBeNaN();
  });

  it('interleaves the two kinds of run', () => {
    expect(interleave(3, 'app', 'static')).toEqual(['app', 'static', 'app', 'static', 'app', 'static']);
  });

  it('prints the summary with the issue columns, escaping pipes', () => {
    const table = summaryTable([{ interaction: 'search | keystroke', figure: pair(21, 272), reference: pair(9.4, Number.NaN), target: '≤ 16.7 / ≤ 50 ms', load: loadRange([1.2, 1.5]) }]);
    expect(table.split('\n')).toEqual([
      '| interaction | p95 at 1× / 4× CPU | no-op click 1× / 4× | target | load avg (1 min) |',
      '|---|---|---|---|---|',
      '| search \\| keystroke | 21.0 / 272.0 ms | 9.4 / – ms | ≤ 16.7 / ≤ 50 ms | 1.20–1.50 |',
    ]);
    expect(pair(75, Number.POSITIVE_INFINITY)).toBe('75.0 / >60000 ms');
  });
});

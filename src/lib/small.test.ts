import fc from 'fast-check';
import { badgeText } from './badge';
import { clampAlpha, clampPercent } from './clamp';
import { colorRamp, contrastReport, DARK_TEXT, headerGradientStops, isValidHex, SHADES } from './colorRamp';
import { filterArticles } from './helpSearch';
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';

extend([a11yPlugin]);

describe('badge text (spec §9)', () => {
  it('is hidden at zero unless showZero, shows up to 99, then 99+', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(0, { showZero: true })).toBe('0');
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    fc.assert(fc.property(fc.integer({ min: 1, max: 99 }), (n) => expect(badgeText(n)).toBe(String(n))));
    fc.assert(fc.property(fc.integer({ min: 100, max: 1e6 }), (n) => expect(badgeText(n)).toBe('99+')));
  });
});

describe('clamps (spec §5)', () => {
  it('keeps progress within 0–100 and alpha within 0–1', () => {
    fc.assert(
      fc.property(fc.double(), (v) => {
        const p = clampPercent(v);
        const a = clampAlpha(v);
        expect(p >= 0 && p <= 100).toBe(true);
        expect(a >= 0 && a <= 1).toBe(true);
      }),
    );
    expect(clampPercent(150)).toBe(100);
    expect(clampPercent(-3)).toBe(0);
    expect(clampPercent(42)).toBe(42);
    expect(clampAlpha(1.5)).toBe(1);
  });
});

describe('colour ramp (spec §9)', () => {
  it('derives 50–950 with 500 being the colour and lightness falling with the shade', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^#[0-9a-f]{6}$/), (hex) => {
        const ramp = colorRamp(hex);
        expect(Object.keys(ramp).map(Number)).toEqual([...SHADES]);
        expect(ramp[500]).toBe(hex);
        const lightness = SHADES.map((s) => colord(ramp[s]).toHsl().l);
        lightness.slice(1).forEach((l, i) => expect(l).toBeLessThanOrEqual(lightness[i]! + 1));
      }),
    );
  });

  it('gives card headers three stops on which white text meets AA, for every colour', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^#[0-9a-f]{6}$/), (hex) => {
        for (const stop of headerGradientStops(hex)) expect(colord('#ffffff').contrast(stop)).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });

  it('keeps the hue and saturation of the chosen colour (orange stays orange, not brown)', () => {
    for (const hex of ['#319795', '#0ea5e9', '#22c55e', '#d946ef', '#f59e0b']) {
      const base = colord(hex).toHsl();
      for (const stop of headerGradientStops(hex)) {
        const hsl = colord(stop).toHsl();
        expect(Math.abs(hsl.h - base.h)).toBeLessThanOrEqual(3);
        expect(hsl.s).toBeGreaterThanOrEqual(base.s - 6);
      }
    }
    // A colour that already reads under white text starts the gradient unchanged.
    expect(headerGradientStops('#1d4ed8')[0]).toBe('#1d4ed8');
  });

  it('reports which text colours fail AA on a colour (the picker warns, it does not refuse)', () => {
    expect(contrastReport('#1d4ed8').failing).toEqual(['dark']);
    expect(contrastReport('#fde68a').failing).toEqual(['white']);
    expect(contrastReport('#808080').failing).toEqual(['white', 'dark']);
    fc.assert(
      fc.property(fc.stringMatching(/^#[0-9a-f]{6}$/), (hex) => {
        const report = contrastReport(hex);
        expect(report.failing.includes('white')).toBe(colord(hex).contrast('#ffffff') < 4.5);
        expect(report.failing.includes('dark')).toBe(colord(hex).contrast(DARK_TEXT) < 4.5);
      }),
    );
  });

  it('accepts only valid hex', () => {
    expect(isValidHex('#319795')).toBe(true);
    expect(isValidHex('#abc')).toBe(true);
    expect(isValidHex('319795')).toBe(false);
    expect(isValidHex('#31979')).toBe(false);
    expect(isValidHex('#zzzzzz')).toBe(false);
  });
});

describe('help search (spec §2, §5)', () => {
  const articles = [
    { id: '1', title: 'Submitting time off', description: 'How to request leave', category: 'Employee', lastUpdated: '2025-09-30' },
    { id: '2', title: 'Approving timecards', description: 'For managers', category: 'Timecard', lastUpdated: '2025-09-30' },
  ];
  it('matches title or description, case-insensitively; blank shows all', () => {
    expect(filterArticles(articles, 'LEAVE').map((a) => a.id)).toEqual(['1']);
    expect(filterArticles(articles, 'time').map((a) => a.id)).toEqual(['1', '2']);
    expect(filterArticles(articles, '   ')).toEqual(articles);
    expect(filterArticles(articles, 'nothing')).toEqual([]);
  });
});

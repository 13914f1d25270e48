import fc from 'fast-check';
import { parse } from 'csv-parse/sync';
import { addDays } from '../work/dates';
import type { TimecardWeek } from '../work/schemas';
import { adjustmentsFor, closingFile } from './closing';
import type { PayrollLine, PeriodNow, PersonOf } from './closing';
import { payrollExport } from './payCodes';
import { PAY_PERIOD_DAYS } from './periods';

const FIRST = '2026-11-02';
const person: PersonOf = { number: (id) => `E-${id}`, name: (id) => `Person ${id}` };
const week = (employeeId: string, weekStart: string, hours: number[], status: TimecardWeek['status'] = 'approved'): TimecardWeek => ({
  employeeId,
  employeeName: `Person ${employeeId}`,
  weekStart,
  status,
  entries: [{ jobNumber: '24-117', hours }],
  reason: null,
  decidedBy: 'Morgan Lee',
});
const now = (periodStart: string, weeks: TimecardWeek[]): PeriodNow => ({ periodStart, result: payrollExport(weeks, person.number, () => null) });

describe('adjustments for earlier closed periods (ADR 0174)', () => {
  it('is the ledger now less every line so far exported, per person and pay code, positive or negative', () => {
    const lines: PayrollLine[] = [
      { forPeriod: FIRST, employeeId: 'a', payCode: 'REG', hours: 40 },
      { forPeriod: FIRST, employeeId: 'b', payCode: 'REG', hours: 16 },
      // An adjustment a later file already carried counts as exported too.
      { forPeriod: FIRST, employeeId: 'b', payCode: 'REG', hours: 8 },
    ];
    const weeks = [week('a', FIRST, [8, 8, 8, 8, 8, 4, 0]), week('c', FIRST, [8, 0, 0, 0, 0, 0, 0])];
    const adjustments = adjustmentsFor([now(FIRST, weeks)], lines, person);
    expect(adjustments.rows.map((r) => [r.employeeName, r.payCode, r.hours, r.adjustsPeriod])).toEqual([
      ['Person a', 'OT', 4, FIRST],
      ['Person b', 'REG', -24, FIRST],
      ['Person c', 'REG', 8, FIRST],
    ]);
    // The same differences counted from the ledger's days: 52 h now, 64 h exported.
    expect(adjustments.expected).toBe(-12);
    expect(adjustmentsFor([now(FIRST, weeks)], [...lines, ...adjustments.rows.map((r) => ({ forPeriod: FIRST, employeeId: r.employeeId, payCode: r.payCode, hours: r.hours }))], person).rows).toEqual([]);
  });

  it("a period's file carries only earlier periods' adjustments, each line dated by the period it adjusts", () => {
    const second = addDays(FIRST, PAY_PERIOD_DAYS);
    const third = addDays(second, PAY_PERIOD_DAYS);
    const file = closingFile(second, addDays(third, -1), now(second, []).result, [now(FIRST, [week('a', FIRST, [8, 0, 0, 0, 0, 0, 0])]), now(third, [week('a', third, [1, 0, 0, 0, 0, 0, 0])])], [], person);
    const records = parse(file.content, { bom: true });
    expect(records.slice(1)).toEqual([
      ['E-a', 'Person a', second, addDays(third, -1), 'REG', '8', 'Morgan Lee', '', FIRST],
      ['TOTAL', 'All employees', second, addDays(third, -1), 'ALL', '8', '', '', ''],
    ]);
    expect(file.lines).toEqual([{ forPeriod: FIRST, employeeId: 'a', payCode: 'REG', hours: 8 }]);
  });
});

describe('closing and adjusting, whatever happens (property)', () => {
  const PEOPLE = ['a', 'b', 'c'];
  const PERIODS = 4;
  const periodStart = (i: number) => addDays(FIRST, PAY_PERIOD_DAYS * i);
  const day = fc.constantFrom(0, 4, 7.5, 8, 10);
  type Step = { kind: 'approve'; who: number; period: number; half: number; hours: number[] } | { kind: 'return'; who: number; period: number; half: number } | { kind: 'export'; period: number };
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({ kind: fc.constant('approve' as const), who: fc.nat(2), period: fc.nat(PERIODS - 1), half: fc.nat(1), hours: fc.array(day, { minLength: 7, maxLength: 7 }) }),
    fc.record({ kind: fc.constant('return' as const), who: fc.nat(2), period: fc.nat(PERIODS - 1), half: fc.nat(1) }),
    fc.record({ kind: fc.constant('export' as const), period: fc.nat(PERIODS - 1) }),
  );

  it('every line of every file for a period adds up to its ledger after the export of a later period; closed files never change', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        // Weeks by person and Monday: approvals, edits (approve again with other hours) and returns.
        const weeks = new Map<string, TimecardWeek>();
        const files = new Map<string, { content: string; lines: PayrollLine[] }>();
        const weeksOf = (start: string) => [...weeks.values()].filter((w) => w.weekStart === start || w.weekStart === addDays(start, 7));
        const periodNow = (start: string) => now(start, weeksOf(start));
        const exportPeriod = (start: string) => {
          const recorded = files.get(start);
          if (recorded) return recorded.content;
          const earlier = [...files.keys()].filter((k) => k < start);
          const made = closingFile(start, addDays(start, PAY_PERIOD_DAYS - 1), periodNow(start).result, earlier.map(periodNow), [...files.values()].flatMap((f) => f.lines), person);
          files.set(start, { content: made.content, lines: made.lines });
          return made.content;
        };
        for (const s of [...steps, { kind: 'export' as const, period: PERIODS - 1 }, { kind: 'export' as const, period: PERIODS }]) {
          if (s.kind === 'export') {
            const start = periodStart(s.period);
            const before = files.get(start)?.content;
            const content = exportPeriod(start);
            // A closed period's file never changes, and its TOTAL sums every line above it.
            if (before !== undefined) expect(content).toBe(before);
            const records = parse(content, { bom: true }).slice(1);
            const total = records.pop();
            expect(Number(total?.[5])).toBeCloseTo(records.reduce((sum, r) => sum + Number(r[5]), 0), 2);
            continue;
          }
          const employeeId = PEOPLE[s.who] ?? 'a';
          const monday = addDays(periodStart(s.period), 7 * s.half);
          if (s.kind === 'approve') weeks.set(`${employeeId} ${monday}`, week(employeeId, monday, s.hours));
          else weeks.delete(`${employeeId} ${monday}`);
        }
        // After the export of the last (later) period: for every earlier period, the lines of all files for it are its ledger.
        for (let i = 0; i < PERIODS; i += 1) {
          const start = periodStart(i);
          if (!files.has(start)) continue;
          const sent = [...files.values()].flatMap((f) => f.lines).filter((l) => l.forPeriod === start);
          expect(sent.reduce((sum, l) => sum + l.hours, 0)).toBeCloseTo(periodNow(start).result.ledger, 2);
          for (const row of periodNow(start).result.rows) {
            expect(sent.filter((l) => l.employeeId === row.employeeId && l.payCode === row.payCode).reduce((sum, l) => sum + l.hours, 0)).toBeCloseTo(row.hours, 2);
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});

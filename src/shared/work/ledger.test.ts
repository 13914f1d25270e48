import fc from 'fast-check';
import { addDays, observedDay } from './dates';
import { hoursByDay, leaveOfWeek, observedHolidays, overfullDay, paidDays, paidHoursOf, payCodesOfWeek, PAY_CODES, weekConflicts, workedDaysIn } from './ledger';
import { payrollCsv, payrollExport } from '../payroll/payCodes';
import type { Holiday, TimecardEntry, TimecardWeek, TimeOffRequest } from './schemas';

const MONDAY = '2027-07-05';
const request = (fields: Partial<TimeOffRequest>): TimeOffRequest => ({
  id: 'r1',
  employeeId: 'alex',
  employeeName: 'Alex',
  type: 'vacation',
  firstDay: MONDAY,
  lastDay: MONDAY,
  hours: 8,
  note: '',
  status: 'approved',
  decidedBy: null,
  reason: null,
  createdAt: '2027-06-01T00:00:00.000Z',
  ...fields,
});

describe('observed holidays (issue #46 §3)', () => {
  it('a Sunday holiday is observed on the Monday after, a Saturday one on the Friday before', () => {
    expect(observedDay('2027-07-04')).toBe('2027-07-05');
    expect(observedDay('2026-07-04')).toBe('2026-07-03');
    expect(observedDay('2026-12-25')).toBe('2026-12-25');
    expect([...observedHolidays([{ date: '2027-07-04', name: 'Independence Day' }])]).toEqual([['2027-07-05', 'Independence Day (observed)']]);
  });

  it("a request's hours skip holidays and weekends: Pat's Dec 21–25 of 2026 is three working days", () => {
    const holidays = observedHolidays([
      { date: '2026-12-24', name: 'Christmas Eve' },
      { date: '2026-12-25', name: 'Christmas Day' },
    ]);
    expect([...hoursByDay({ firstDay: '2026-12-21', lastDay: '2026-12-25', hours: 24 }, holidays)]).toEqual([
      ['2026-12-21', 8],
      ['2026-12-22', 8],
      ['2026-12-23', 8],
    ]);
    // A partial last day.
    expect([...hoursByDay({ firstDay: '2026-12-21', lastDay: '2026-12-22', hours: 12 }, holidays)]).toEqual([
      ['2026-12-21', 8],
      ['2026-12-22', 4],
    ]);
  });
});

describe('a week of the ledger', () => {
  const holidays: Holiday[] = [{ date: '2027-07-04', name: 'Independence Day' }];
  const leave = leaveOfWeek(MONDAY, [request({ firstDay: '2027-07-06', lastDay: '2027-07-07', hours: 16 }), request({ id: 'r2', type: 'sick', firstDay: '2027-07-09', lastDay: '2027-07-09', hours: 8, status: 'pending' })], holidays);

  it('shows approved and pending leave and the observed holiday, each on its days', () => {
    expect(leave).toEqual([
      { kind: 'vacation', label: 'Vacation (approved)', status: 'approved', requestId: 'r1', hours: [0, 8, 8, 0, 0, 0, 0] },
      { kind: 'sick', label: 'Sick (pending)', status: 'pending', requestId: 'r2', hours: [0, 0, 0, 0, 8, 0, 0] },
      { kind: 'holiday', label: 'Independence Day (observed)', status: 'approved', requestId: null, hours: [8, 0, 0, 0, 0, 0, 0] },
    ]);
  });

  it('pays a day worked on leave or a holiday once: the work, then what is left of the leave; pending leave is never paid', () => {
    const entries: TimecardEntry[] = [{ jobNumber: '24-117', hours: [3, 7.5, 0, 10, 8, 0, 0] }];
    const days = paidDays(entries, leave);
    expect(days.map((d) => [d.worked, d.holiday, d.timeOff.vacation, d.timeOff.sick])).toEqual([
      [3, 5, 0, 0],
      [7.5, 0, 0.5, 0],
      [0, 0, 8, 0],
      [10, 0, 0, 0],
      [8, 0, 0, 0],
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
    expect(payCodesOfWeek(days)).toEqual({ REG: 28.5, OT: 0, VAC: 8.5, SICK: 0, PERS: 0, HOL: 5 });
    expect(weekConflicts(MONDAY, entries, leave)).toEqual([
      '2027-07-05: 3 h worked on a holiday (Independence Day (observed)).',
      '2027-07-06: 7.5 h worked on a day of vacation (approved).',
      '2027-07-09: 8 h worked on a day of sick (pending).',
    ]);
  });

  it('refuses a day over 24 hours of every kind together', () => {
    expect(overfullDay(MONDAY, [{ jobNumber: '24-117', hours: [0, 16, 0, 0, 0, 0, 0] }], leave)).toBeNull();
    expect(overfullDay(MONDAY, [{ jobNumber: '24-117', hours: [0, 16.5, 0, 0, 0, 0, 0] }], leave)).toMatch(/^More than 24 hours on .+ with time off and holidays \(24\.5\)\.$/);
  });
});

describe('the ledger, whatever happens (property)', () => {
  const quarter = fc.integer({ min: 0, max: 48 }).map((q) => q / 4);
  const entriesArb = fc.array(fc.array(quarter, { minLength: 7, maxLength: 7 }), { minLength: 0, maxLength: 3 });
  const requestArb = fc.record({
    start: fc.integer({ min: -10, max: 10 }),
    length: fc.integer({ min: 0, max: 9 }),
    quarters: fc.integer({ min: 1, max: 400 }),
    type: fc.constantFrom('vacation' as const, 'sick' as const, 'personal' as const),
    status: fc.constantFrom('approved' as const, 'pending' as const, 'denied' as const, 'cancelled' as const),
  });
  const holidayArb = fc.uniqueArray(fc.integer({ min: -3, max: 9 }), { maxLength: 4 });

  it("a request's hours by day add up to its hours; every paid hour is counted once under one pay code; exports reconcile", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(entriesArb, fc.array(requestArb, { maxLength: 4 }), holidayArb), { minLength: 1, maxLength: 3 }), (people) => {
        const weeks: TimecardWeek[] = [];
        for (const [i, [rows, requests, holidayOffsets]] of people.entries()) {
          const holidays = holidayOffsets.map((d) => ({ date: addDays(MONDAY, d), name: `H${d}` }));
          const made = requests.map((r, n) => request({ id: `r${n}`, type: r.type, status: r.status, firstDay: addDays(MONDAY, r.start), lastDay: addDays(MONDAY, r.start + r.length), hours: r.quarters / 4 }));
          for (const r of made) {
            const byDay = [...hoursByDay(r, observedHolidays(holidays)).values()];
            expect(Math.round(byDay.reduce((s, h) => s + h, 0) * 100) / 100).toBe(r.hours);
          }
          const entries = rows.map((hours, j) => ({ jobNumber: `J${j}`, hours }));
          const leave = leaveOfWeek(MONDAY, made, holidays);
          const days = paidDays(entries, leave);
          const codes = payCodesOfWeek(days);
          const byCode = Math.round(PAY_CODES.reduce((s, c) => s + codes[c], 0) * 100) / 100;
          expect(byCode).toBe(paidHoursOf(days));
          // A day pays its work, or its leave and holiday hours, whichever is more — never both.
          days.forEach((d, k) => {
            const approvedOff = leave.filter((l) => l.status === 'approved').reduce((s, l) => s + (l.hours[k] ?? 0), 0);
            const paid = d.worked + d.holiday + d.timeOff.vacation + d.timeOff.sick + d.timeOff.personal;
            expect(Math.abs(paid - Math.max(d.worked, approvedOff))).toBeLessThan(0.011);
          });
          weeks.push({ employeeId: `p${i}`, employeeName: `Person ${i}`, weekStart: MONDAY, status: 'approved', entries, leave, reason: null, decidedBy: 'Morgan Lee' });
        }
        const result = payrollExport(weeks, (id) => id.toUpperCase(), () => '2027-07-13T16:00:00.000Z');
        const csv = payrollCsv(MONDAY, addDays(MONDAY, 13), result);
        expect(csv.trimEnd().split('\r\n').at(-1)).toBe(`TOTAL,All employees,${MONDAY},${addDays(MONDAY, 13)},ALL,${result.ledger}`.concat(',,,'));
      }),
      { numRuns: 200 },
    );
  });

  it('an export that does not add up is refused, loudly', () => {
    expect(() => payrollCsv(MONDAY, addDays(MONDAY, 13), { rows: [], exported: 8, ledger: 16 })).toThrow(/does not reconcile: 8 h in its rows, 16 h in the ledger/);
  });
});

describe('days already worked (issue #46 §2)', () => {
  const monday = '2026-12-14';
  it('adds own and crew hours by day, only within the days asked about, in day order', () => {
    const rows = [
      { weekStart: monday, hours: [8, 7.5, 0, 0, 0, 0, 0] },
      { weekStart: monday, hours: [0, 2, 3, 0, 0, 0, 0] },
      { weekStart: '2026-12-21', hours: [4, 0, 0, 0, 0, 0, 0] },
    ];
    expect(workedDaysIn(rows, '2026-12-15', '2026-12-21')).toEqual([
      { day: '2026-12-15', hours: 9.5 },
      { day: '2026-12-16', hours: 3 },
      { day: '2026-12-21', hours: 4 },
    ]);
    expect(workedDaysIn(rows, '2026-12-17', '2026-12-20')).toEqual([]);
  });
  it('answers nothing for days that are not a span', () => {
    const rows = [{ weekStart: monday, hours: [8, 0, 0, 0, 0, 0, 0] }];
    expect(workedDaysIn(rows, '2026-12-15', '2026-12-14')).toEqual([]);
    expect(workedDaysIn(rows, '', '2026-12-14')).toEqual([]);
  });
});

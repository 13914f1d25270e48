import { addDays, daysInclusive, isIsoDate, mondayOf } from './dates';
import {
  availableHours,
  calendarRange,
  suggestedHours,
  teammatesOut,
  validateHoliday,
  workingDays,
  CELL_ERROR,
  REASON_REQUIRED,
  validateCrewEntry,
  validateDecision,
  validateTimeOff,
  validateWeek,
  weekErrorCount,
} from './rules';
import type { NewTimeOffRequest, TimeOffRequest } from './schemas';

const today = '2026-11-23';
const balances = { vacation: 40, sick: 16, personal: 8 };
const existing = (fields: Partial<TimeOffRequest>): TimeOffRequest => ({
  id: 'x', employeeId: 'a', employeeName: 'A', type: 'vacation', firstDay: '2026-12-07', lastDay: '2026-12-08', hours: 16, note: '', status: 'pending', decidedBy: null, reason: null, createdAt: '', ...fields,
});
const ask = (fields: Partial<NewTimeOffRequest>, requests: TimeOffRequest[] = []) =>
  validateTimeOff({ type: 'vacation', firstDay: '2026-11-30', lastDay: '2026-11-30', hours: 8, note: '', ...fields }, { today, balances, requests });

describe('dates', () => {
  it('knows Mondays, inclusive day counts and real dates', () => {
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(daysInclusive('2026-11-23', '2026-11-25')).toBe(3);
    expect(daysInclusive('2026-11-25', '2026-11-23')).toBe(0);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-02-28')).toBe(true);
  });
});

describe('leave on days already worked (issue #46 §2)', () => {
  const worked = [
    { day: '2026-11-30', hours: 7.5 },
    { day: '2026-12-01', hours: 2 },
  ];
  const check = (fields: Partial<NewTimeOffRequest>) =>
    validateTimeOff({ type: 'vacation', firstDay: '2026-11-30', lastDay: '2026-12-02', hours: 16, note: '', ...fields }, { today, balances, requests: [], workedDays: worked });
  it('needs the confirmation when some of the days have hours, and says how many', () => {
    expect(check({}).workedDaysConfirmed).toBe('You already worked on 2 of these days. Tick "I know I worked on these days" to ask anyway, or change the days.');
    expect(check({ lastDay: '2026-11-30', hours: 8 }).workedDaysConfirmed).toBe('You already worked on that day. Tick "I know I worked on these days" to ask anyway, or change the days.');
    expect(check({ lastDay: '2026-12-01' }).workedDaysConfirmed).toMatch(/^You already worked on all 2 of these days\./);
    expect(check({ workedDaysConfirmed: true })).toEqual({});
  });
  it('asks nothing when none of the days has hours', () => {
    expect(check({ firstDay: '2026-12-02', lastDay: '2026-12-02', hours: 8 })).toEqual({});
  });
});

describe('time-off rules (the same function the mock API answers 422 with)', () => {
  it('accepts a valid request', () => {
    expect(ask({})).toEqual({});
  });
  it('wants the last day on or after the first day', () => {
    expect(ask({ lastDay: '2026-11-29' }).lastDay).toBe('The last day must be on or after the first day.');
  });
  it('refuses days in the past (today is fine)', () => {
    expect(ask({ firstDay: '2026-11-22', lastDay: '2026-11-22' }).firstDay).toBe('The first day cannot be in the past.');
    expect(ask({ firstDay: today, lastDay: today })).toEqual({});
  });
  it('wants hours above 0 and at most 24 per day', () => {
    expect(ask({ hours: 0 }).hours).toBe('Enter more than 0 hours.');
    expect(ask({ hours: Number.NaN }).hours).toBe('Enter more than 0 hours.');
    expect(ask({ hours: 25 }).hours).toBe('At most 24 hours for 1 day.');
    expect(ask({ lastDay: '2026-12-01', hours: 40 })).toEqual({});
  });
  it('refuses more than is left of the balance once pending requests are held', () => {
    expect(ask({ type: 'personal', hours: 9 }).hours).toBe('Only 8 hours of personal left.');
    const pending = existing({ firstDay: '2027-01-04', lastDay: '2027-01-05', hours: 32 });
    expect(availableHours('vacation', balances, [pending])).toBe(8);
    expect(ask({ hours: 9 }, [pending]).hours).toBe('Only 8 hours of vacation left.');
  });
  it('refuses an overlap with a pending or approved request, not with a denied or cancelled one', () => {
    expect(ask({ firstDay: '2026-12-08', lastDay: '2026-12-09' }, [existing({})]).firstDay).toMatch(/^These days overlap your pending request from 2026-12-07 to /);
    expect(ask({ firstDay: '2026-12-08', lastDay: '2026-12-09' }, [existing({ status: 'approved' })]).firstDay).toMatch(/approved request/);
    expect(ask({ firstDay: '2026-12-08', lastDay: '2026-12-09' }, [existing({ status: 'denied' }), existing({ status: 'cancelled' })])).toEqual({});
  });
  it('wants real dates', () => {
    expect(ask({ firstDay: '' }).firstDay).toBe('Choose the first day.');
    expect(ask({ lastDay: 'soon' }).lastDay).toBe('Choose the last day.');
  });
});

describe('timecard rules', () => {
  const jobs = ['24-117', '24-102'];
  it('accepts quarter hours from 0 to 24 on open jobs', () => {
    expect(weekErrorCount(validateWeek([{ jobNumber: '24-117', hours: [8, 7.75, 0, 0.25, 24, 0, 0] }], jobs))).toBe(0);
  });
  it('marks cells that are not quarter hours in 0–24', () => {
    const errors = validateWeek([{ jobNumber: '24-117', hours: [8.1, -1, 25, Number.NaN, 0, 0, 0] }], jobs);
    expect(errors.cells).toEqual({ '24-117:0': CELL_ERROR, '24-117:1': CELL_ERROR, '24-117:2': CELL_ERROR, '24-117:3': CELL_ERROR });
  });
  it('refuses more than 24 hours in one day across jobs, unknown jobs and a job twice', () => {
    const errors = validateWeek(
      [
        { jobNumber: '24-117', hours: [16, 0, 0, 0, 0, 0, 0] },
        { jobNumber: '24-102', hours: [9, 0, 0, 0, 0, 0, 0] },
        { jobNumber: '99-999', hours: [0, 1, 0, 0, 0, 0, 0] },
        { jobNumber: '24-102', hours: [0, 0, 0, 0, 0, 0, 0] },
      ],
      jobs,
    );
    expect(errors.days).toEqual({ 0: 'More than 24 hours in one day (25).' });
    expect(errors.rows).toEqual(['Job 99-999 is not an open job.', 'Job 24-102 is listed twice.']);
  });
});

describe('decisions and crew time', () => {
  it('wants a reason to deny, not to approve', () => {
    expect(validateDecision({ decision: 'deny', reason: '  ' })).toEqual({ reason: REASON_REQUIRED });
    expect(validateDecision({ decision: 'deny', reason: 'Busy week' })).toEqual({});
    expect(validateDecision({ decision: 'approve' })).toEqual({});
  });
  it('wants a job, a day, quarter hours above 0 and at least one person', () => {
    expect(validateCrewEntry({ jobNumber: '', day: 'x', hours: 0.1, employeeIds: [] }, ['24-117'])).toEqual({
      jobNumber: 'Choose a job.',
      day: 'Choose a day.',
      hours: 'Enter quarter hours from 0.25 to 24.',
      employeeIds: 'Choose at least one crew member.',
    });
    expect(validateCrewEntry({ jobNumber: '24-117', day: '2026-11-23', hours: 8, employeeIds: ['a'] }, ['24-117'])).toEqual({});
  });
});

describe('calendar rules (issue #26 §2, §3)', () => {
  const absence = (employeeName: string, firstDay: string, lastDay: string, status: 'pending' | 'approved' = 'approved') => ({ id: `${employeeName}${firstDay}`, employeeId: employeeName, employeeName, firstDay, lastDay, status });

  it('counts Monday to Friday less holidays, and suggests 8 h for each', () => {
    // 2026-11-23 is a Monday; the 26th (Thursday) a holiday.
    expect(workingDays('2026-11-23', '2026-11-29', [])).toBe(5);
    expect(workingDays('2026-11-23', '2026-11-29', [{ date: '2026-11-26' }])).toBe(4);
    expect(workingDays('2026-11-28', '2026-11-29', [])).toBe(0);
    expect(workingDays('2026-11-25', '2026-11-24', [])).toBe(0);
    expect(workingDays('', '2026-11-24', [])).toBe(0);
    expect(suggestedHours('2026-11-23', '2026-12-04', [{ date: '2026-11-26' }, { date: '2026-11-27' }])).toBe(64);
  });

  it('reads a range: from and to, at most the limit, or a year where allowed', () => {
    expect(calendarRange({ from: '2026-11-01', to: '2026-12-12' }, 62)).toEqual({ from: '2026-11-01', to: '2026-12-12' });
    expect(calendarRange({ from: '2026-11-01', to: '2027-01-02' }, 62)).toMatchObject({ problem: 'Ask for at most 62 days at a time.' });
    expect(calendarRange({ from: '2026-11-05', to: '2026-11-01' }, 62)).toMatchObject({ problem: 'The range ends before it starts.' });
    expect(calendarRange({ year: '2026' }, 62)).toMatchObject({ problem: 'Give from and to (YYYY-MM-DD).' });
    expect(calendarRange({ year: '2026' }, 366, true)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(calendarRange({ year: '26' }, 366, true)).toMatchObject({ problem: 'Use a year such as 2026.' });
  });

  it('warns who else is out on the chosen days, most days first, never the person asking', () => {
    const absences = [absence('Jordan Lee', '2026-11-20', '2026-11-25'), absence('Pat Morgan', '2026-11-24', '2026-11-24', 'pending'), absence('me', '2026-11-23', '2026-11-27')];
    expect(teammatesOut(absences, '2026-11-23', '2026-11-27', 'me')).toEqual(['Jordan Lee is out on 3 of these days.', 'Pat Morgan is out on 1 of these days (not yet approved).']);
    expect(teammatesOut(absences, '2026-11-24', '2026-11-24', 'me')).toEqual(['Jordan Lee is out on that day.', 'Pat Morgan is out on that day (not yet approved).']);
    expect(teammatesOut(absences, '2026-11-23', '2026-11-24', 'me')[0]).toBe('Jordan Lee is out on all 2 of these days.');
    expect(teammatesOut(absences, '2026-12-01', '2026-12-02', 'me')).toEqual([]);
    expect(teammatesOut(absences, '2026-12-02', '2026-12-01', 'me')).toEqual([]);
  });

  it('a holiday needs a name that is not only spaces', () => {
    expect(validateHoliday({ date: '2026-12-24', name: 'Christmas Eve' })).toEqual({});
    expect(validateHoliday({ date: '2026-12-24', name: '   ' })).toEqual({ name: 'Give the holiday a name.' });
  });
});

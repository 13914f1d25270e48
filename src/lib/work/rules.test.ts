import { addDays, daysInclusive, isIsoDate, longDay, mondayOf } from './dates';
import {
  availableHours,
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
    expect(ask({ firstDay: '2026-12-08', lastDay: '2026-12-09' }, [existing({})]).firstDay).toMatch(new RegExp(`^These days overlap your pending request from ${longDay('2026-12-07')}`));
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

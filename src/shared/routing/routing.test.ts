import { DEFAULT_ROUTING, progressText, routeFor, ROUTING_TEXTS, timecardRouteFor, validateRouting } from './schemas';

describe('approval routing rules (issue #48 §4)', () => {
  it('sends leave longer than the type’s days to HR after the manager, counting first to last day', () => {
    expect(routeFor(DEFAULT_ROUTING, { type: 'vacation', firstDay: '2027-01-04', lastDay: '2027-01-08' })).toEqual(['manager']);
    expect(routeFor(DEFAULT_ROUTING, { type: 'vacation', firstDay: '2027-01-04', lastDay: '2027-01-09' })).toEqual(['manager', 'hr']);
    expect(routeFor({ ...DEFAULT_ROUTING, hrAboveDays: { ...DEFAULT_ROUTING.hrAboveDays, sick: null } }, { type: 'sick', firstDay: '2027-01-04', lastDay: '2027-02-09' })).toEqual(['manager']);
  });
  it('refuses a number of days that is not whole, below 1 or above 365, field by field', () => {
    expect(validateRouting({ hrAboveDays: { vacation: 0, sick: 1.5, personal: 366 }, payrollAboveOvertimeHours: null })).toEqual({
      'hrAboveDays.vacation': ROUTING_TEXTS.days,
      'hrAboveDays.sick': ROUTING_TEXTS.days,
      'hrAboveDays.personal': ROUTING_TEXTS.days,
    });
    expect(validateRouting({ hrAboveDays: { vacation: 1, sick: null, personal: 365 }, payrollAboveOvertimeHours: 0 })).toEqual({});
  });
  it('refuses overtime hours that are not whole, below 0 or above 128', () => {
    for (const hours of [-1, 0.5, 129]) expect(validateRouting({ ...DEFAULT_ROUTING, payrollAboveOvertimeHours: hours })).toEqual({ payrollAboveOvertimeHours: ROUTING_TEXTS.overtime });
    expect(validateRouting({ ...DEFAULT_ROUTING, payrollAboveOvertimeHours: 128 })).toEqual({});
  });
  it('sends a week with more overtime than set to payroll after its manager; never for someone without a manager', () => {
    expect(timecardRouteFor(DEFAULT_ROUTING, 0, true)).toEqual(['manager']);
    expect(timecardRouteFor(DEFAULT_ROUTING, 0.5, true)).toEqual(['manager', 'payroll']);
    expect(timecardRouteFor(DEFAULT_ROUTING, 0.5, false)).toEqual(['manager']);
    expect(timecardRouteFor({ ...DEFAULT_ROUTING, payrollAboveOvertimeHours: 4 }, 4, true)).toEqual(['manager']);
    expect(timecardRouteFor({ ...DEFAULT_ROUTING, payrollAboveOvertimeHours: null }, 60, true)).toEqual(['manager']);
  });
  it('says the step and who has it', () => {
    expect(progressText({ steps: ['manager', 'hr'], at: 0 }, 'Morgan Lee')).toBe('Step 1 of 2: Manager — waiting for Morgan Lee');
    expect(progressText({ steps: ['manager', 'payroll'], at: 1 }, 'payroll')).toBe('Step 2 of 2: Payroll — waiting for payroll');
  });
});

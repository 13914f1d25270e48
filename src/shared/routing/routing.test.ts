import { DEFAULT_ROUTING, progressText, routeFor, ROUTING_TEXTS, validateRouting } from './schemas';

describe('approval routing rules (issue #48 §4)', () => {
  it('sends leave longer than the type’s days to HR after the manager, counting first to last day', () => {
    expect(routeFor(DEFAULT_ROUTING, { type: 'vacation', firstDay: '2027-01-04', lastDay: '2027-01-08' })).toEqual(['manager']);
    expect(routeFor(DEFAULT_ROUTING, { type: 'vacation', firstDay: '2027-01-04', lastDay: '2027-01-09' })).toEqual(['manager', 'hr']);
    expect(routeFor({ hrAboveDays: { ...DEFAULT_ROUTING.hrAboveDays, sick: null } }, { type: 'sick', firstDay: '2027-01-04', lastDay: '2027-02-09' })).toEqual(['manager']);
  });
  it('refuses a number of days that is not whole, below 1 or above 365, field by field', () => {
    expect(validateRouting({ hrAboveDays: { vacation: 0, sick: 1.5, personal: 366 } })).toEqual({ 'hrAboveDays.vacation': ROUTING_TEXTS.days, 'hrAboveDays.sick': ROUTING_TEXTS.days, 'hrAboveDays.personal': ROUTING_TEXTS.days });
    expect(validateRouting({ hrAboveDays: { vacation: 1, sick: null, personal: 365 } })).toEqual({});
  });
  it('says the step and who has it', () => {
    expect(progressText({ steps: ['manager', 'hr'], at: 0 }, 'Morgan Lee')).toBe('Step 1 of 2: Manager — waiting for Morgan Lee');
  });
});

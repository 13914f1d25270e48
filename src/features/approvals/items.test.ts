import { longDay } from '../../shared/work/dates';
import type { ApprovalItem, TimeOffRequest } from '../../shared/work/schemas';
import { describeItem } from './items';

const request: TimeOffRequest = {
  id: 'to-9',
  employeeId: 'alex',
  employeeName: 'Alex Rivera',
  type: 'vacation',
  firstDay: '2026-12-14',
  lastDay: '2026-12-16',
  hours: 24,
  note: '',
  status: 'pending',
  decidedBy: null,
  reason: null,
  createdAt: '2026-12-01T10:00:00.000Z',
};

describe("the approver's time-off row (issue #46 §2)", () => {
  it('flags the days already worked, formatted in the browser, from the item the service sent', () => {
    const item: ApprovalItem = { kind: 'timeoff', id: 'timeoff:to-9', request, workedDays: [{ day: '2026-12-15', hours: 7.5 }, { day: '2026-12-16', hours: 3 }] };
    expect(describeItem(item).detail).toBe(`${longDay('2026-12-14')} to ${longDay('2026-12-16')}, 24 h. Worked on 2 of these days: ${longDay('2026-12-15')} (7.5 h), ${longDay('2026-12-16')} (3 h)`);
  });
  it('says nothing of work when none of the days was worked', () => {
    expect(describeItem({ kind: 'timeoff', id: 'timeoff:to-9', request }).detail).toBe(`${longDay('2026-12-14')} to ${longDay('2026-12-16')}, 24 h`);
  });
});

describe("a delegate's time-off row (issue #48 §3)", () => {
  it('names the approver the reader decides for', () => {
    expect(describeItem({ kind: 'timeoff', id: 'timeoff:to-9', request, onBehalfOf: 'Morgan Lee' }).detail).toBe(`${longDay('2026-12-14')} to ${longDay('2026-12-16')}, 24 h. For Morgan Lee, as their delegate`);
  });
});

describe('a routed time-off row (issue #48 §4)', () => {
  it('says where it is on its route and who has it', () => {
    const routed: ApprovalItem = { kind: 'timeoff', id: 'timeoff:to-9', request: { ...request, route: { steps: ['manager', 'hr'], at: 1 } }, progress: 'Step 2 of 2: HR — waiting for HR' };
    expect(describeItem(routed).detail).toBe(`${longDay('2026-12-14')} to ${longDay('2026-12-16')}, 24 h. Step 2 of 2: HR — waiting for HR`);
  });
});

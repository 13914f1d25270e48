import { directoryFilter, matchesSearch, nextWorkingDay, todayFrom } from './today';

describe('who is out today, from approved time off', () => {
  it('is in with no time off covering today', () => {
    expect(todayFrom([], '2026-11-25')).toEqual({ status: 'in' });
    expect(todayFrom([{ type: 'vacation', firstDay: '2026-11-26', lastDay: '2026-11-27' }], '2026-11-25')).toEqual({ status: 'in' });
    expect(todayFrom([{ type: 'vacation', firstDay: '2026-11-20', lastDay: '2026-11-24' }], '2026-11-25')).toEqual({ status: 'in' });
  });

  it('is out with the type and the first working day after it (a Friday ends → back on Monday)', () => {
    // Wednesday 25 November 2026 to Friday 27 November: back on Monday 30 November.
    expect(todayFrom([{ type: 'sick', firstDay: '2026-11-25', lastDay: '2026-11-27' }], '2026-11-25')).toEqual({ status: 'out', timeOffType: 'sick', backOn: '2026-11-30' });
    expect(todayFrom([{ type: 'personal', firstDay: '2026-11-25', lastDay: '2026-11-25' }], '2026-11-25')).toEqual({ status: 'out', timeOffType: 'personal', backOn: '2026-11-26' });
  });

  it('counts back-to-back time off as one absence', () => {
    const away = [
      { type: 'sick' as const, firstDay: '2026-11-24', lastDay: '2026-11-25' },
      { type: 'vacation' as const, firstDay: '2026-11-26', lastDay: '2026-11-27' },
      { type: 'vacation' as const, firstDay: '2026-11-30', lastDay: '2026-12-01' },
      { type: 'vacation' as const, firstDay: '2026-12-10', lastDay: '2026-12-11' },
    ];
    expect(todayFrom(away, '2026-11-25')).toEqual({ status: 'out', timeOffType: 'sick', backOn: '2026-12-02' });
  });

  it('skips weekends to the next working day', () => {
    expect(nextWorkingDay('2026-11-27')).toBe('2026-11-30');
    expect(nextWorkingDay('2026-11-28')).toBe('2026-11-30');
    expect(nextWorkingDay('2026-11-25')).toBe('2026-11-26');
  });
});

describe('the directory filter', () => {
  it('trims, and a blank search or department is no filter', () => {
    expect(directoryFilter({ q: '  chen ', department: ' ' })).toEqual({ q: 'chen', department: null });
    expect(directoryFilter({})).toEqual({ q: null, department: null });
  });

  it('matches name, job title or e-mail, case-insensitively, and nothing else', () => {
    const olivia = { name: 'Olivia Chen', jobTitle: 'Project Engineer', email: 'olivia.chen@contoso.test', location: 'Seattle office' };
    expect(['CHEN', 'engineer', 'olivia.chen@', 'Olivia'].map((q) => matchesSearch(olivia, q))).toEqual([true, true, true, true]);
    expect(matchesSearch(olivia, 'seattle')).toBe(false);
    expect(matchesSearch(olivia, null)).toBe(true);
  });
});

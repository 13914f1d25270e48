import fc from 'fast-check';
import { filterByAccess, GROUP_ORDER, groupResults, MAX_RESULTS, moveHighlight, rankItems, scoreItem, textScore } from './search';
import type { SearchableItem } from './search';

function item(overrides: Partial<SearchableItem>): SearchableItem {
  return { id: 'x', label: 'X', path: '/x', description: '', category: 'pages', icon: 'page', level: 'page', breadcrumb: [], priority: 0, keywords: [], ...overrides };
}

describe('search scoring (spec §9)', () => {
  it('adds exact, starts-with and contains for the label, once', () => {
    expect(textScore(item({ label: 'Help' }), 'help')).toBe(100);
    expect(textScore(item({ label: 'Helpdesk' }), 'help')).toBe(50);
    expect(textScore(item({ label: 'Get help' }), 'help')).toBe(25);
  });

  it('adds description +10, keyword +15, breadcrumb +8, path +5', () => {
    const it = item({ label: 'Z', description: 'time off', keywords: ['vacation time'], breadcrumb: ['Time'], path: '/time' });
    expect(textScore(it, 'time')).toBe(10 + 15 + 8 + 5);
  });

  it('applies the level adjustment and the priority, keeping items that match nothing at 0', () => {
    expect(scoreItem(item({ label: 'Weather', level: 'widget', priority: 3 }), 'weather')).toBe(100 - 5 + 3);
    expect(scoreItem(item({ label: 'Approve Time', level: 'action' }), 'approve')).toBe(50 - 15);
    expect(scoreItem(item({ label: 'Weather', priority: 50 }), 'nothing')).toBe(0);
  });

  it('keeps positive scores only, sorted descending, at most 15', () => {
    const items = Array.from({ length: 30 }, (_, i) => item({ id: `i${i}`, label: `Page ${i}`, priority: i % 7, level: i % 2 ? 'page' : 'action' }));
    fc.assert(
      fc.property(fc.constantFrom('page', 'p', '1', 'zzz', 'age 2'), (q) => {
        const ranked = rankItems(items, q);
        expect(ranked.length).toBeLessThanOrEqual(MAX_RESULTS);
        ranked.forEach((r, i) => {
          expect(r.score).toBeGreaterThan(0);
          if (i > 0) expect(ranked[i - 1]!.score).toBeGreaterThanOrEqual(r.score);
        });
      }),
    );
  });

  it('groups in the order page, widget, feature, action', () => {
    const items = [item({ id: 'a', label: 'Calendar', level: 'action' }), item({ id: 'w', label: 'Calendar', level: 'widget' }), item({ id: 'p', label: 'Calendar', level: 'page' }), item({ id: 'f', label: 'Calendar', level: 'feature' })];
    const groups = groupResults(rankItems(items, 'calendar'));
    expect(groups.map((g) => g.level)).toEqual(GROUP_ORDER);
    expect(groups.map((g) => g.title)).toEqual(['Pages', 'Widgets & Sections', 'Features', 'Actions & Features']);
  });
});

describe('visibility (spec §6)', () => {
  const tree = [
    item({ id: 'team', label: 'Team', requiredRoles: ['TEAM_MANAGER', 'HR_ADMIN'], children: [item({ id: 'members', label: 'Members' })] }),
    item({ id: 'timecard', label: 'Timecard', children: [item({ id: 'approve', label: 'Approve Time', requiredRoles: ['TEAM_APPROVER'] })] }),
    item({ id: 'help', label: 'Help' }),
  ];

  it('removes items failing a role check and parents left with no visible children', () => {
    const visible = filterByAccess(tree, { roles: ['EMPLOYEE'], permissions: [] });
    expect(visible.map((i) => i.id)).toEqual(['help']);
  });

  it('keeps what the roles allow', () => {
    const visible = filterByAccess(tree, { roles: ['EMPLOYEE', 'HR_ADMIN', 'TEAM_APPROVER'], permissions: [] });
    expect(visible.map((i) => i.id)).toEqual(['team', 'timecard', 'help']);
  });

  it('checks permissions too', () => {
    const visible = filterByAccess([item({ id: 'p', requiredPermissions: ['hr'] })], { roles: [], permissions: [] });
    expect(visible).toEqual([]);
  });
});

describe('highlight movement', () => {
  it('wraps around in both directions', () => {
    expect(moveHighlight(-1, 1, 3)).toBe(0);
    expect(moveHighlight(-1, -1, 3)).toBe(2);
    expect(moveHighlight(2, 1, 3)).toBe(0);
    expect(moveHighlight(0, -1, 3)).toBe(2);
    expect(moveHighlight(0, 1, 0)).toBe(-1);
  });
  it('always lands inside the list', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1, max: 50 }), fc.integer({ min: -5, max: 5 }), fc.integer({ min: 1, max: 50 }), (current, delta, count) => {
        const next = moveHighlight(Math.min(current, count - 1), delta, count);
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThan(count);
      }),
    );
  });
});

import fc from 'fast-check';
import { filterByAccess, flatten, rankItems } from '../lib/search';
import type { SearchableItem } from '../lib/search';
import { hasAnyRole, NAV_ROLES, permissionsFrom } from '../shared/roles';
import type { NavRole } from '../shared/roles';
import {
  isActivePath,
  PAGES,
  pageForPath,
  ROLES_APPROVE_TIME,
  ROLES_CREATE_ANNOUNCEMENT,
  ROLES_CREW_TIME,
  ROLES_HR,
  ROLES_TEAM,
  searchCatalogue,
  SIDEBAR,
} from './navModel';
import type { SidebarItem } from './navModel';

/** Every navigation target search can lead to (spec §2), anchors included. */
const SEARCH_TARGETS = [
  '/employee', '/employee/timeoff', '/employee/profile', '/timecard', '/timecard/mytime', '/timecard/approval', '/timecard/crew',
  '/projects', '/team', '/team/members', '/hr', '/hr/employees', '/hr/calendar', '/settings', '/settings#account',
  '/settings#notifications', '/help', '/home', '/home#announcements', '/home#calendar', '/home#weather',
];

const catalogue = searchCatalogue();
const everything = flatten(catalogue);
const roleSets = fc.subarray([...NAV_ROLES]).map((roles): NavRole[] => ['EMPLOYEE', ...roles.filter((r) => r !== 'EMPLOYEE')]);

describe('navigation model', () => {
  it('has one page per path, and every search target is one of its pages', () => {
    expect(new Set(PAGES.map((p) => p.path)).size).toBe(PAGES.length);
    for (const target of SEARCH_TARGETS) {
      const pathname = target.split('#')[0]!;
      expect(pageForPath(pathname)?.path).toBe(pathname);
      expect(everything.some((item) => item.path === target)).toBe(true);
    }
    expect(pageForPath('/projects/J-1001')?.id).toBe('project');
    expect(pageForPath('/nowhere')).toBeUndefined();
  });

  it('leads search only to pages of the model, and anchors only to anchors the page declares', () => {
    for (const item of everything) {
      const [pathname, anchor] = item.path.split('#');
      const page = pageForPath(pathname!);
      expect(page).toBeDefined();
      if (anchor) expect(page?.anchors?.map((a) => a.id)).toContain(anchor);
    }
  });

  it('gives every page a title, a subtitle and (unless it has content of its own) an empty state', () => {
    const withContent = ['home', 'profile', 'settings'];
    for (const page of PAGES) {
      expect(page.title).not.toBe('');
      expect(page.subtitle).not.toBe('');
      if (!withContent.includes(page.id)) expect(page.emptyState).not.toBe('');
    }
  });

  it('has the spec default sidebar (main with Dashboard, settings with Settings and Help) plus the sections every employee may use', () => {
    const open = SIDEBAR.filter((g) => !g.requiredRoles?.length).map((g) => [g.navGroup, g.items.map((i) => [i.label, i.path])]);
    expect(open).toEqual([
      ['main', [['Dashboard', '/home'], ['Employee', '/employee'], ['Timecard', '/timecard'], ['Projects', '/projects']]],
      ['settings', [['Settings', '/settings'], ['Help', '/help']]],
    ]);
  });

  it('asks the same roles for a sidebar item as for the page it opens', () => {
    const flat = (items: SidebarItem[]): SidebarItem[] => items.flatMap((i) => [i, ...flat(i.items ?? [])]);
    for (const item of flat(SIDEBAR.flatMap((g) => g.items))) {
      const target = pageForPath(item.path.split('#')[0] ?? item.path);
      expect([item.label, item.requiredRoles ?? []]).toEqual([item.label, target?.requiredRoles ?? []]);
    }
  });

  it('uses the spec §6 role lists', () => {
    const roles = (label: string) => everything.find((i) => i.label === label)?.requiredRoles;
    expect(roles('Create Announcement')).toEqual(ROLES_CREATE_ANNOUNCEMENT);
    expect(ROLES_CREATE_ANNOUNCEMENT).toEqual(['HR_ADMIN', 'DEVOPS_USER']);
    // Spec §6's approvers, and HR admins for the items at a route's HR step (issue #48 §4, ADR 0179).
    expect(roles('Approve Time')).toEqual(['TEAM_MANAGER', 'TEAM_APPROVER', 'PAYROLL_USER', 'HR_ADMIN']);
    expect(roles('Crew Time')).toEqual(['TEAM_MANAGER', 'OPERATIONS_MANAGER', 'OPERATIONS_USER']);
    expect(roles('Team')).toEqual(['TEAM_MANAGER', 'HR_ADMIN', 'HR_USER', 'DEVOPS_USER']);
    expect(roles('HR')).toEqual(['HR_ADMIN', 'HR_USER']);
    expect([ROLES_APPROVE_TIME, ROLES_CREW_TIME, ROLES_TEAM, ROLES_HR].every((r) => r.length > 0)).toBe(true);
  });
});

describe('visibility of the real catalogue (spec §6), for any set of roles', () => {
  const required = (items: SearchableItem[], roles: readonly NavRole[]) =>
    flatten(items).every((i) => hasAnyRole(roles, i.requiredRoles) && (i.requiredPermissions ?? []).every((p) => (permissionsFrom(roles) as string[]).includes(p)));

  it('shows nothing the roles do not allow, and no parent left without children', () => {
    fc.assert(
      fc.property(roleSets, (roles) => {
        const visible = filterByAccess(catalogue, { roles, permissions: permissionsFrom(roles) });
        expect(required(visible, roles)).toBe(true);
        for (const item of flatten(visible)) {
          const original = everything.find((o) => o.id === item.id);
          if (original?.children?.length) expect(item.children?.length).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('hides exactly what the role lists say', () => {
    const labels = (roles: NavRole[]) => flatten(filterByAccess(catalogue, { roles, permissions: permissionsFrom(roles) })).map((i) => i.label);
    const employee = labels(['EMPLOYEE']);
    for (const hidden of ['Create Announcement', 'Approve Time', 'Crew Time', 'Team', 'Team Members', 'HR', 'Employees', 'HR Calendar']) {
      expect(employee).not.toContain(hidden);
    }
    expect(employee).toEqual(expect.arrayContaining(['Dashboard', 'Time Off', 'My Profile', 'My Time', 'Projects', 'Settings', 'Help', 'Weather']));
    expect(labels(['EMPLOYEE', 'DEVOPS_USER'])).toEqual(expect.arrayContaining(['Create Announcement', 'Team']));
    expect(labels(['EMPLOYEE', 'DEVOPS_USER'])).not.toContain('HR');
    expect(labels(['EMPLOYEE', 'OPERATIONS_USER'])).toContain('Crew Time');
    expect(labels(['EMPLOYEE', 'OPERATIONS_USER'])).not.toContain('Approve Time');
    expect(labels(['EMPLOYEE', 'HR_USER'])).toEqual(expect.arrayContaining(['HR', 'Employees', 'HR Calendar', 'Team']));
  });

  it('ranks the exact page first', () => {
    const visible = filterByAccess(catalogue, { roles: ['EMPLOYEE'], permissions: [] });
    expect(rankItems(visible, 'help')[0]?.item.path).toBe('/help');
    expect(rankItems(visible, 'time off')[0]?.item.path).toBe('/employee/timeoff');
    expect(rankItems(visible, 'weather')[0]?.item.path).toBe('/home#weather');
  });
});

describe('active sidebar item (spec §2)', () => {
  it('is active when the path equals or starts with the item path, segment-wise', () => {
    expect(isActivePath('/hr', '/hr')).toBe(true);
    expect(isActivePath('/hr/calendar', '/hr')).toBe(true);
    expect(isActivePath('/hrx', '/hr')).toBe(false);
    expect(isActivePath('/home', '/hr')).toBe(false);
    fc.assert(
      fc.property(fc.constantFrom(...PAGES.map((p) => p.path).filter((p) => !p.includes(':'))), fc.stringMatching(/^(\/[a-z0-9]{1,6}){0,2}$/), (base, rest) => {
        expect(isActivePath(`${base}${rest}`, base)).toBe(true);
      }),
    );
  });
});

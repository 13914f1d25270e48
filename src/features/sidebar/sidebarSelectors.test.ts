import { ALEX, MORGAN, signedInAs } from '../../../test/accounts';
import { initialRouterState, locationFromPath } from '../router/routerSlice';
import type { RouterState } from '../router/routerSlice';
import { initialSidebarState } from './sidebarSlice';
import type { SidebarState } from './sidebarSlice';
import { selectIsCurrentEntry, selectIsSectionEntry, selectIsSubMenuOpen, selectSidebarPaths, selectVisibleSidebar } from './sidebarSelectors';

function state(path: string, sidebar: Partial<SidebarState> = {}, who = MORGAN) {
  const router: RouterState = { ...initialRouterState, location: locationFromPath(path) };
  return { ...signedInAs(who), router, sidebar: { ...initialSidebarState, ...sidebar } };
}

describe('sidebar selectors (what each entry shows)', () => {
  it('on /timecard/approval the Approve Time entry is the current page and Timecard the section it is in (spec §2)', () => {
    const s = state('/timecard/approval');
    expect(selectIsCurrentEntry(s, '/timecard/approval')).toBe(true);
    expect(selectIsSectionEntry(s, '/timecard/approval')).toBe(false);
    expect(selectIsCurrentEntry(s, '/timecard')).toBe(false);
    expect(selectIsSectionEntry(s, '/timecard')).toBe(true);
    expect(selectIsCurrentEntry(s, '/home')).toBe(false);
    expect(selectIsSectionEntry(s, '/home')).toBe(false);
  });

  it('a person without the approver role has no Approve Time entry, so Timecard is the current page there', () => {
    const s = state('/timecard/approval', {}, ALEX);
    expect(selectIsCurrentEntry(s, '/timecard')).toBe(true);
    expect(selectVisibleSidebar(s).flatMap((g) => g.items).some((i) => i.path === '/timecard/approval')).toBe(false);
  });

  it('a sub-menu is open when the person opened it or when a filter is typed', () => {
    expect(selectIsSubMenuOpen(state('/home'), 'settings')).toBe(false);
    expect(selectIsSubMenuOpen(state('/home', { expanded: ['settings'] }), 'settings')).toBe(true);
    expect(selectIsSubMenuOpen(state('/home', { filter: 'acc' }), 'settings')).toBe(true);
    expect(selectIsSubMenuOpen(state('/home', { filter: '  ' }), 'settings')).toBe(false);
  });

  it('the visible groups stay the same object across navigations, and change with the filter', () => {
    const home = state('/home');
    const groups = selectVisibleSidebar(home);
    const elsewhere = { ...home, router: { ...home.router, location: locationFromPath('/help') } };
    expect(selectVisibleSidebar(elsewhere)).toBe(groups);
    const filtered = selectVisibleSidebar({ ...home, sidebar: { ...home.sidebar, filter: 'help' } });
    expect(filtered).not.toBe(groups);
    expect(filtered.flatMap((g) => g.items).map((i) => i.label)).toEqual(['Help']);
  });

  it('the sidebar paths (the pages warmed after sign-in) are every entry the person may see, whatever is typed in the filter', () => {
    const paths = selectSidebarPaths(state('/home'));
    expect(paths).toEqual(expect.arrayContaining(['/home', '/timecard/approval', '/team', '/team/members', '/settings', '/help']));
    expect(selectSidebarPaths(state('/home', { filter: 'help' }))).toEqual(paths);
    expect(selectSidebarPaths(state('/home', {}, ALEX))).not.toContain('/timecard/approval');
  });
});

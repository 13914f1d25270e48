import { createSelector } from '@reduxjs/toolkit';
import { isActivePath, SIDEBAR } from '../../navigation/navModel';
import { selectNavRoles } from '../auth/signedInSelectors';
import type { AuthState } from '../auth/authSlice';
import type { RouterState } from '../router/routerSlice';
import type { SidebarState } from './sidebarSlice';
import { activeSidebarPath, visibleSidebar, visibleSidebarItems } from './visibleSidebar';

/**
 * What the sidebar's views read, as memoised projections (ADR 0133): the groups are one object for as long as
 * the roles and the filter stay, so the entries (memoised) keep their props; and each entry reads only the
 * flags it shows, so a navigation renders the one or two entries whose flags change, not every entry.
 */
interface SidebarRootState {
  sidebar: SidebarState;
  auth: AuthState;
  router: RouterState;
}

const selectFilter = (state: SidebarRootState) => state.sidebar.filter;
const selectPathname = (state: SidebarRootState) => state.router.location.pathname;

/** The groups and items this person sees with the current filter (spec §6). */
export const selectVisibleSidebar = createSelector([selectNavRoles, selectFilter], (roles, filter) => visibleSidebar(SIDEBAR, roles, filter));

/** The paths of every item and sub-item this person sees, whatever the filter (the pages the portal warms, ADR 0137). */
export const selectSidebarPaths = createSelector([selectNavRoles], (roles) => visibleSidebarItems(SIDEBAR, roles).map((item) => item.path));

/** The path of the most specific visible item the current page is under, or null. */
export const selectActiveSidebarPath = createSelector([selectNavRoles, selectPathname], (roles, pathname) => activeSidebarPath(SIDEBAR, roles, pathname));

/** The entry for `path` is the current page (highlighted, `aria-current="page"`). */
export const selectIsCurrentEntry = (state: SidebarRootState, path: string) => selectActiveSidebarPath(state) === path;

/** The entry for `path` is the section the current page is in (spec §2), and not the page itself. */
export const selectIsSectionEntry = (state: SidebarRootState, path: string) =>
  !path.includes('#') && isActivePath(selectPathname(state), path) && selectActiveSidebarPath(state) !== path;

/** The entry `id` (with children) shows its sub-menu: opened by the person, or any filter is typed. */
export const selectIsSubMenuOpen = (state: SidebarRootState, id: string) => state.sidebar.expanded.includes(id) || state.sidebar.filter.trim() !== '';

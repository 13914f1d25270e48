import { isActivePath } from '../../navigation/navModel';
import { hasAnyRole } from '../../shared/roles';
import type { SidebarGroup, SidebarItem } from '../../navigation/navModel';

/** Spec §6: an item or group shows if it needs no role or the user holds at least one. The label filter applies to items. */
export function visibleSidebar(groups: SidebarGroup[], roles: readonly string[], filter: string): SidebarGroup[] {
  const q = filter.trim().toLowerCase();
  const byRole = (items: SidebarItem[]): SidebarItem[] =>
    items.filter((item) => hasAnyRole(roles, item.requiredRoles)).map((item) => ({ ...item, items: byRole(item.items ?? []) }));
  const byLabel = (items: SidebarItem[]): SidebarItem[] =>
    items.flatMap((item) => {
      if (q === '' || item.label.toLowerCase().includes(q)) return [item];
      const children = byLabel(item.items ?? []);
      return children.length > 0 ? [{ ...item, items: children }] : [];
    });
  return groups
    .filter((g) => hasAnyRole(roles, g.requiredRoles))
    .map((g) => ({ ...g, items: byLabel(byRole(g.items)) }))
    .filter((g) => g.items.length > 0);
}

/**
 * Spec §2: an item is active when the current path equals or starts with its path — so on /timecard/approval
 * both Timecard and Approve Time are. Only the most specific of the items this person sees is the current
 * page (highlighted, `aria-current="page"`); the others that contain it are the section it is in.
 */
export function activeSidebarPath(groups: SidebarGroup[], roles: readonly string[], pathname: string): string | null {
  const active = visibleSidebarItems(groups, roles)
    .map((item) => item.path)
    .filter((path) => !path.includes('#') && isActivePath(pathname, path));
  return active.reduce<string | null>((best, path) => (best === null || path.length > best.length ? path : best), null);
}

const flat = (items: SidebarItem[]): SidebarItem[] => items.flatMap((item) => [item, ...flat(item.items ?? [])]);

/** Every item and sub-item this person sees, whatever is typed in the filter, in the sidebar's order. */
export function visibleSidebarItems(groups: SidebarGroup[], roles: readonly string[]): SidebarItem[] {
  return visibleSidebar(groups, roles, '').flatMap((g) => flat(g.items));
}

import { hasAnyRole } from '../../navigation/roles';
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

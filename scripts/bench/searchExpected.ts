/**
 * What the portal search lists for a typed text, for a person with given token roles (the bench's "results painted"
 * condition, ADR 0146): the labels of the options in display order, from the same catalogue, access rules and
 * ranking the view uses. A listbox is the results for the text only when its options are these, in this order.
 */
import { searchCatalogue } from '../../src/navigation/navModel.ts';
import { navRolesFrom, permissionsFrom } from '../../src/shared/roles.ts';
import { displayOrder, filterByAccess, groupResults, rankItems } from '../../src/lib/search.ts';

export function expectedSearchLabels(tokenRoles: readonly string[], typed: string): string[] {
  const roles = navRolesFrom(tokenRoles);
  const visible = filterByAccess(searchCatalogue(), { roles, permissions: permissionsFrom(roles) });
  return displayOrder(groupResults(rankItems(visible, typed))).map((result) => result.item.label);
}

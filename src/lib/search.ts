/** Global search over the portal catalogue (spec §2, §4, §9). Pure. */

export type SearchLevel = 'page' | 'widget' | 'feature' | 'action';
export type SearchCategory = 'pages' | 'widgets' | 'actions';

/** The searchable item of spec §3. `icon` is a key into the view's icon map (plain data). */
export interface SearchableItem {
  id: string;
  label: string;
  path: string;
  description: string;
  category: SearchCategory;
  icon: string;
  level: SearchLevel;
  parentId?: string;
  breadcrumb: string[];
  requiredRoles?: string[];
  requiredPermissions?: string[];
  priority: number;
  keywords: string[];
  children?: SearchableItem[];
}

export const MAX_RESULTS = 15;
export const SCORE = { exact: 100, startsWith: 50, contains: 25, description: 10, keyword: 15, breadcrumb: 8, path: 5 } as const;
export const LEVEL_ADJUSTMENT: Record<SearchLevel, number> = { page: 0, widget: -5, feature: -10, action: -15 };
export const GROUP_ORDER: SearchLevel[] = ['page', 'widget', 'feature', 'action'];
export const GROUP_TITLES: Record<SearchLevel, string> = {
  page: 'Pages',
  widget: 'Widgets & Sections',
  feature: 'Features',
  action: 'Actions & Features',
};

/**
 * Text score of one item: the label counts once (exact, else starts-with, else contains), then each of
 * description, keywords, breadcrumb and path adds its weight once. 0 means the query matched nothing.
 */
export function textScore(item: SearchableItem, query: string): number {
  const q = query.trim().toLowerCase();
  if (q === '') return 0;
  const label = item.label.toLowerCase();
  let score = 0;
  if (label === q) score += SCORE.exact;
  else if (label.startsWith(q)) score += SCORE.startsWith;
  else if (label.includes(q)) score += SCORE.contains;
  if (item.description.toLowerCase().includes(q)) score += SCORE.description;
  if (item.keywords.some((k) => k.toLowerCase().includes(q))) score += SCORE.keyword;
  if (item.breadcrumb.some((b) => b.toLowerCase().includes(q))) score += SCORE.breadcrumb;
  if (item.path.toLowerCase().includes(q)) score += SCORE.path;
  return score;
}

/** Full score: text score plus the level adjustment and the item's priority. Items that match nothing score 0. */
export function scoreItem(item: SearchableItem, query: string): number {
  const text = textScore(item, query);
  if (text === 0) return 0;
  return text + LEVEL_ADJUSTMENT[item.level] + item.priority;
}

export function flatten(items: SearchableItem[]): SearchableItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
}

export interface Access {
  roles: readonly string[];
  permissions: readonly string[];
}

function allowed(item: SearchableItem, access: Access): boolean {
  const rolesOk = !item.requiredRoles?.length || item.requiredRoles.some((r) => access.roles.includes(r));
  const permsOk = !item.requiredPermissions?.length || item.requiredPermissions.every((p) => access.permissions.includes(p));
  return rolesOk && permsOk;
}

/**
 * Spec §6: items failing a role or permission check are removed, and parents left with no visible
 * children are removed (a parent that never had children stays).
 */
export function filterByAccess(items: SearchableItem[], access: Access): SearchableItem[] {
  const out: SearchableItem[] = [];
  for (const item of items) {
    if (!allowed(item, access)) continue;
    if (item.children && item.children.length > 0) {
      const children = filterByAccess(item.children, access);
      if (children.length === 0) continue;
      out.push({ ...item, children });
    } else {
      out.push(item);
    }
  }
  return out;
}

export interface ScoredItem {
  item: SearchableItem;
  score: number;
}

/** Positive scores only, best first (ties keep catalogue order), at most 15. */
export function rankItems(items: SearchableItem[], query: string, limit = MAX_RESULTS): ScoredItem[] {
  return flatten(items)
    .map((item, index) => ({ item, score: scoreItem(item, query), index }))
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map(({ item, score }) => ({ item, score }));
}

export interface ResultGroup {
  level: SearchLevel;
  title: string;
  results: ScoredItem[];
}

/** Groups ranked results in the order page, widget, feature, action. */
export function groupResults(results: ScoredItem[]): ResultGroup[] {
  return GROUP_ORDER.map((level) => ({ level, title: GROUP_TITLES[level], results: results.filter((r) => r.item.level === level) })).filter(
    (g) => g.results.length > 0,
  );
}

/** The results in display order (group by group), which is the order the arrow keys move through. */
export function displayOrder(groups: ResultGroup[]): ScoredItem[] {
  return groups.flatMap((g) => g.results);
}

/** ArrowDown/ArrowUp with wrap-around; -1 means nothing highlighted. */
export function moveHighlight(current: number, delta: number, count: number): number {
  if (count <= 0) return -1;
  if (current < 0) return delta > 0 ? 0 : count - 1;
  return (((current + delta) % count) + count) % count;
}

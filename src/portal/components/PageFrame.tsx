import { Fragment, useEffect, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectNavRoles } from '../../features/auth/signedInSelectors';
import { hasAnyRole } from '../../shared/roles';
import { breadcrumbFor, pageById, permittedTabs } from '../../navigation/navModel';
import type { PageDef } from '../../navigation/navModel';
import { UnauthorizedPage } from '../../ui/StatusPage';

/** A page of the navigation model by id (a missing id is a programming error). */
export function pageDef(id: string): PageDef {
  const found = pageById(id);
  if (!found) throw new Error(`No page "${id}" in the navigation model`);
  return found;
}

/** The keys that move the focus along a tab list (WAI-ARIA tabs pattern), and where each goes from `at` of `count`. */
const TAB_KEYS: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_at, count) => count - 1,
};

/**
 * A section's sub-tabs (spec §2): links in a tab list, the current page's selected. Plain elements styled by the
 * portal's one sheet (`pf-…`, ADR 0141), not MUI's scrollable Tabs, which measured the DOM on every mount. As MUI's
 * did: one tab in the Tab order (the selected one, else the first), the arrow keys, Home and End move the focus
 * along the list, Enter follows the link, and the list scrolls sideways when it is wider than the page.
 */
function SectionTabs({ tabs, current, label }: { tabs: PageDef[]; current: string | undefined; label: string }) {
  const list = useRef<HTMLDivElement>(null);
  const inTabOrder = current ?? tabs[0]?.path;
  const selectedIndex = tabs.findIndex((t) => t.path === current);
  // A selected tab past the first is scrolled into the list's view when the list overflows (a phone), as MUI did.
  useEffect(() => {
    const element = list.current;
    if (!element || selectedIndex <= 0) return;
    const selected = element.children[selectedIndex];
    if (selected instanceof HTMLElement && element.scrollWidth > element.clientWidth) {
      element.scrollLeft = selected.offsetLeft + selected.offsetWidth / 2 - element.clientWidth / 2;
    }
  }, [selectedIndex]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = TAB_KEYS[event.key];
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
    const at = items.findIndex((item) => item === event.target);
    if (!move || at < 0) return;
    event.preventDefault();
    items[move(at, items.length)]?.focus();
  };
  return (
    <div className="pf-tabs">
      {/* The key handler is the tab list's own (arrow keys between its tabs), as in MUI's Tabs. */}
      <div ref={list} role="tablist" aria-label={label} className="pf-tablist" onKeyDown={onKeyDown}>
        {tabs.map((t) => (
          <RouterLink key={t.id} role="tab" aria-selected={t.path === current} tabIndex={t.path === inTabOrder ? 0 : -1} className="pf-tab" to={t.path}>
            {t.tabLabel ?? t.title}
          </RouterLink>
        ))}
      </div>
    </div>
  );
}

/**
 * Title, subtitle, breadcrumbs and sub-tabs from the navigation model; the 401 page when roles do not allow.
 * Every page mounts this frame on every navigation: it is plain elements styled by the portal's one sheet
 * (`PageStyles`, rendered by the layout), ADR 0141.
 */
export function PageFrame({ page, title, children }: { page: PageDef; title?: string; children: ReactNode }) {
  const roles = useAppSelector(selectNavRoles);
  if (!hasAnyRole(roles, page.requiredRoles)) return <UnauthorizedPage />;
  const tabs = permittedTabs(page, roles);
  const crumbs = breadcrumbFor(page);
  const heading = title ?? page.title;
  const current = tabs.find((t) => t.id === page.id)?.path;
  return (
    <div className="pf-frame">
      <title>{`${heading} – Employee Portal`}</title>
      {crumbs.length > 1 && (
        <nav aria-label="Breadcrumb" className="pf-crumbs">
          <ol>
            {crumbs.slice(0, -1).map((c) => (
              <Fragment key={c.id}>
                <li>
                  <RouterLink className="pf-link" to={c.path}>
                    {c.title}
                  </RouterLink>
                </li>
                <li aria-hidden="true" className="pf-crumb-sep">
                  /
                </li>
              </Fragment>
            ))}
            <li>
              <span className="pf-crumb-current" aria-current="page">
                {heading}
              </span>
            </li>
          </ol>
        </nav>
      )}
      <h1 className="pf-title">{heading}</h1>
      <p className="pf-subtitle">{page.subtitle}</p>
      {tabs.length > 1 && <SectionTabs tabs={tabs} current={current} label={`${crumbs[0]?.title ?? page.title} sections`} />}
      {children}
    </div>
  );
}

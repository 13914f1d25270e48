import type { ComponentType } from 'react';
import type { SearchableItem, SearchLevel } from '../lib/search';
import { hasAnyRole } from '../shared/roles';
import { ROLES_APPROVALS, ROLES_APPROVE_TIME, ROLES_CREATE_ANNOUNCEMENT, ROLES_CREW_TIME, ROLES_HR, ROLES_PAYROLL, ROLES_TEAM } from '../shared/contract/roles';
import type { NavRole } from '../shared/roles';

/** Icon keys: the views map them to MUI icons, so the model stays plain data. */
export type IconKey =
  | 'dashboard' | 'settings' | 'help' | 'employee' | 'timeoff' | 'profile' | 'timecard' | 'approve' | 'crew'
  | 'projects' | 'team' | 'hr' | 'calendar' | 'announcements' | 'weather' | 'account' | 'notifications' | 'create' | 'payroll';

/** A section or widget inside a page, reachable by an anchor (search leads there and scrolls). */
export interface AnchorDef {
  id: string;
  label: string;
  description: string;
  icon: IconKey;
  level: SearchLevel;
  keywords?: string[];
  requiredRoles?: NavRole[];
  priority?: number;
}

/** One page of the portal. The same definition drives routes, titles, sub-tabs, breadcrumbs and search. */
export interface PageDef {
  id: string;
  /** Route path; `:param` segments allowed (not searchable then). */
  path: string;
  title: string;
  subtitle: string;
  description: string;
  icon: IconKey;
  requiredRoles?: NavRole[];
  /** The section page this page is a sub-tab of. */
  sectionId?: string;
  /** Label of this page in its section's tab bar. */
  tabLabel?: string;
  keywords?: string[];
  anchors?: AnchorDef[];
  priority?: number;
  /** Text for the page's empty state. */
  emptyState: string;
  searchable?: boolean;
  /**
   * The page's view, loaded on first use (`shellPage` or `workPage` below). Without one the page shows its frame
   * and its empty state. The portal's routes are these pages (`src/portal/PortalApp.tsx`): nothing else to edit.
   */
  view?: PageView;
}

/**
 * A page view's loader: a dynamic import of a module under `src/portal/pages/` (never a static import: ADR 0134).
 * A page with a module of its own (default-exporting the page) is loaded directly, `() => import('../portal/pages/XPage')`
 * with the magic comment `webpackChunkName: "work"`, and joins the work chunk by that name (ADR 0140): no other file
 * lists it. `shellPage`/`workPage` load the pages that share a module (the portal chunk's, the older work pages).
 */
export type PageView = () => Promise<{ default: ComponentType }>;

/** The names a module exports that are page components (no props). */
type PageExports<M> = { [K in keyof M]: M[K] extends ComponentType ? (K extends string ? K : never) : never }[keyof M];

/** A page in the portal chunk itself (home, profile, settings, help): no request of its own. */
const shellPage =
  (name: PageExports<typeof import('../portal/pages/PortalPages')>): PageView =>
  () =>
    import(/* webpackChunkName: "portal" */ '../portal/pages/PortalPages').then((pages) => ({ default: pages[name] }));

/** A page of the work chunk (the work modules, overviews, people and calendars), loaded on first use. */
const workPage =
  (name: PageExports<typeof import('../portal/pages/WorkPages')>): PageView =>
  () =>
    import(/* webpackChunkName: "work" */ '../portal/pages/WorkPages').then((pages) => ({ default: pages[name] }));

/** Spec §6 role lists. */
// The pages of approvals, crew time, the team and HR, and announcement editing, show to the roles the API lets in (one list, in the contract).
export { ROLES_APPROVE_TIME, ROLES_CREATE_ANNOUNCEMENT, ROLES_CREW_TIME, ROLES_HR, ROLES_PAYROLL, ROLES_TEAM };

export const PAGES: PageDef[] = [
  {
    id: 'home', path: '/home', title: 'Dashboard', subtitle: 'Announcements, your calendar and the weather at a glance', description: 'Your portal home page',
    view: shellPage('HomePage'),
    icon: 'dashboard', keywords: ['home', 'start', 'overview'], priority: 5, emptyState: '',
    anchors: [
      { id: 'attention', label: 'Needs your attention', description: 'Pending requests, a week to submit, approvals waiting', icon: 'approve', level: 'widget', keywords: ['to do', 'pending'] },
      { id: 'announcements', label: 'Announcements', description: 'Company news and notices', icon: 'announcements', level: 'widget', keywords: ['news'] },
      { id: 'calendar', label: 'Calendar', description: 'Upcoming events and holidays', icon: 'calendar', level: 'widget', keywords: ['events', 'schedule'] },
      { id: 'weather', label: 'Weather', description: 'Local forecast for job sites', icon: 'weather', level: 'widget', keywords: ['forecast'] },
      { id: 'announcements', label: 'Create Announcement', description: 'Post a notice to everyone', icon: 'create', level: 'action', keywords: ['post', 'news'], requiredRoles: ROLES_CREATE_ANNOUNCEMENT },
    ],
  },
  { id: 'employee', path: '/employee', title: 'Employee', subtitle: 'Your employment at a glance', description: 'Employee self-service', icon: 'employee', tabLabel: 'Overview', keywords: ['self service', 'me'], emptyState: 'Nothing needs your attention.', view: workPage('EmployeePage') },
  { id: 'timeoff', path: '/employee/timeoff', sectionId: 'employee', tabLabel: 'Time Off', title: 'Time Off', subtitle: 'Requests and balances', description: 'Request leave and see your balances', icon: 'timeoff', keywords: ['vacation', 'leave', 'pto', 'holiday'], emptyState: 'You have no time-off requests.', view: workPage('TimeOffPage') },
  { id: 'profile', path: '/employee/profile', sectionId: 'employee', tabLabel: 'Profile', title: 'My Profile', subtitle: 'Your details as the portal knows them', description: 'Your signed-in profile', icon: 'profile', keywords: ['account', 'me', 'details'], emptyState: '', view: shellPage('ProfilePage') },
  { id: 'timecard', path: '/timecard', title: 'Timecard', subtitle: 'Hours, approvals and crew time', description: 'Timecards overview', icon: 'timecard', tabLabel: 'Overview', keywords: ['hours', 'time'], emptyState: 'No timecards this period.', view: workPage('TimecardPage') },
  { id: 'mytime', path: '/timecard/mytime', sectionId: 'timecard', tabLabel: 'My Time', title: 'My Time', subtitle: 'Enter and review your hours', description: 'Enter your hours', icon: 'timecard', keywords: ['hours', 'enter time'], emptyState: 'No hours entered this week.', view: workPage('MyTimePage') },
  { id: 'approval', path: '/timecard/approval', sectionId: 'timecard', tabLabel: 'Approve Time', title: 'Approve Time', subtitle: 'Time off and timecards waiting for your approval', description: 'Approve time off and submitted timecards', icon: 'approve', requiredRoles: ROLES_APPROVALS, keywords: ['approval', 'approve'], emptyState: 'Nothing is waiting for your approval.', view: workPage('ApprovalPage') },
  { id: 'crew', path: '/timecard/crew', sectionId: 'timecard', tabLabel: 'Crew Time', title: 'Crew Time', subtitle: 'Enter time for your crew', description: 'Crew time entry', icon: 'crew', requiredRoles: ROLES_CREW_TIME, keywords: ['crew', 'field'], emptyState: 'No crew time entered this week.', view: workPage('CrewPage') },
  { id: 'payroll', path: '/timecard/payroll', sectionId: 'timecard', tabLabel: 'Payroll', title: 'Payroll', subtitle: 'Export the approved timecards of a pay period', description: 'Payroll export of approved timecards', icon: 'payroll', requiredRoles: ROLES_PAYROLL, keywords: ['pay period', 'export', 'csv', 'wages'], emptyState: 'No approved timecards in this pay period yet.', view: workPage('PayrollPage') },
  { id: 'projects', path: '/projects', title: 'Projects', subtitle: 'Jobs and their status', description: 'Projects and jobs', icon: 'projects', keywords: ['jobs', 'job number'], emptyState: 'No projects are assigned to you.', view: workPage('ProjectsPage') },
  { id: 'project', path: '/projects/:jobNumber', sectionId: 'projects', title: 'Project', subtitle: 'Job details', description: 'One job', icon: 'projects', searchable: false, emptyState: 'No details are recorded for this job yet.', view: workPage('ProjectPage') },
  { id: 'team', path: '/team', title: 'Team', subtitle: 'The people you manage', description: 'Team overview', icon: 'team', tabLabel: 'Overview', requiredRoles: ROLES_TEAM, keywords: ['staff', 'reports'], emptyState: 'No team activity yet.', view: workPage('TeamPage') },
  { id: 'members', path: '/team/members', sectionId: 'team', tabLabel: 'Members', title: 'Team Members', subtitle: 'Everyone on your team', description: 'Team member list', icon: 'team', requiredRoles: ROLES_TEAM, keywords: ['people', 'directory'], emptyState: 'No team members to show.', view: workPage('TeamMembersPage') },
  { id: 'hr', path: '/hr', title: 'HR', subtitle: 'Human resources', description: 'HR overview', icon: 'hr', tabLabel: 'Overview', requiredRoles: ROLES_HR, keywords: ['human resources', 'personnel'], emptyState: 'No HR items need attention.', view: () => import(/* webpackChunkName: "work" */ '../portal/pages/HrOverviewPage') },
  { id: 'hremployees', path: '/hr/employees', sectionId: 'hr', tabLabel: 'Employees', title: 'Employees', subtitle: 'Employee records', description: 'Employee records', icon: 'employee', requiredRoles: ROLES_HR, keywords: ['records', 'staff'], emptyState: 'No employee records to show.', view: workPage('EmployeesPage') },
  { id: 'hrcalendar', path: '/hr/calendar', sectionId: 'hr', tabLabel: 'Calendar', title: 'HR Calendar', subtitle: 'Birthdays, anniversaries and holidays', description: 'HR calendar', icon: 'calendar', requiredRoles: ROLES_HR, keywords: ['birthdays', 'anniversaries'], emptyState: 'No HR events this month.', view: workPage('HrCalendarPage') },
  {
    id: 'settings', path: '/settings', title: 'Settings', subtitle: 'Your account and how the portal looks and notifies you', description: 'Portal settings', icon: 'settings', keywords: ['preferences', 'theme'], emptyState: '',
    view: shellPage('SettingsPage'),
    anchors: [
      { id: 'account', label: 'Account', description: 'Your account details', icon: 'account', level: 'feature', keywords: ['profile'] },
      { id: 'notifications', label: 'Notifications', description: 'Toast position and notification preferences', icon: 'notifications', level: 'feature', keywords: ['toasts', 'alerts'] },
    ],
  },
  { id: 'help', path: '/help', title: 'Help', subtitle: 'Guides and answers', description: 'Help articles', icon: 'help', keywords: ['support', 'faq', 'guide'], emptyState: 'No articles match your search.', view: shellPage('HelpPage') },
];

export interface SidebarItem {
  id: string;
  label: string;
  path: string;
  icon: IconKey;
  requiredRoles?: NavRole[];
  items?: SidebarItem[];
}

export interface SidebarGroup {
  navGroup: string;
  heading: string;
  requiredRoles?: NavRole[];
  items: SidebarItem[];
}

/**
 * Spec §2 default navigation: main (Dashboard) and settings (Settings, Help), plus the Employee, Timecard
 * and Projects sections every employee may use (issue #16: they were reachable only through search). Users with manager, approver, operations or HR roles also get a Manage group with the
 * sections their roles open (see docs/adr/0005-navigation-model.md).
 */
export const SIDEBAR: SidebarGroup[] = [
  {
    navGroup: 'main',
    heading: 'Main',
    items: [
      { id: 'home', label: 'Dashboard', path: '/home', icon: 'dashboard' },
      // Every employee may use these three (their pages need no role; role-only sub-pages stay in Manage).
      { id: 'employee', label: 'Employee', path: '/employee', icon: 'employee' },
      { id: 'timecard', label: 'Timecard', path: '/timecard', icon: 'timecard' },
      { id: 'projects', label: 'Projects', path: '/projects', icon: 'projects' },
    ],
  },
  {
    navGroup: 'settings',
    heading: 'Settings',
    items: [
      {
        id: 'settings', label: 'Settings', path: '/settings', icon: 'settings',
        items: [
          { id: 'settings-account', label: 'Account', path: '/settings#account', icon: 'account' },
          { id: 'settings-notifications', label: 'Notifications', path: '/settings#notifications', icon: 'notifications' },
        ],
      },
      { id: 'help', label: 'Help', path: '/help', icon: 'help' },
    ],
  },
  {
    navGroup: 'manage',
    heading: 'Manage',
    requiredRoles: [...new Set([...ROLES_APPROVE_TIME, ...ROLES_CREW_TIME, ...ROLES_PAYROLL, ...ROLES_TEAM, ...ROLES_HR])],
    items: [
      { id: 'approval', label: 'Approve Time', path: '/timecard/approval', icon: 'approve', requiredRoles: ROLES_APPROVALS },
      { id: 'crew', label: 'Crew Time', path: '/timecard/crew', icon: 'crew', requiredRoles: ROLES_CREW_TIME },
      { id: 'payroll', label: 'Payroll', path: '/timecard/payroll', icon: 'payroll', requiredRoles: ROLES_PAYROLL },
      {
        id: 'team', label: 'Team', path: '/team', icon: 'team', requiredRoles: ROLES_TEAM,
        items: [{ id: 'members', label: 'Members', path: '/team/members', icon: 'team', requiredRoles: ROLES_TEAM }],
      },
      {
        id: 'hr', label: 'HR', path: '/hr', icon: 'hr', requiredRoles: ROLES_HR,
        items: [
          { id: 'hremployees', label: 'Employees', path: '/hr/employees', icon: 'employee', requiredRoles: ROLES_HR },
          { id: 'hrcalendar', label: 'Calendar', path: '/hr/calendar', icon: 'calendar', requiredRoles: ROLES_HR },
        ],
      },
    ],
  },
];

export function pageById(id: string): PageDef | undefined {
  return PAGES.find((p) => p.id === id);
}

/** Children of a section page (its sub-tabs), the section page first. */
export function sectionTabs(section: PageDef): PageDef[] {
  return [section, ...PAGES.filter((p) => p.sectionId === section.id && !p.path.includes(':'))];
}

/** Matches a concrete pathname to its page definition (`:param` segments match anything). */
export function pageForPath(pathname: string): PageDef | undefined {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return PAGES.find((p) => {
    const a = p.path.split('/');
    const b = clean.split('/');
    return a.length === b.length && a.every((seg, i) => seg.startsWith(':') || seg === b[i]);
  });
}

export function breadcrumbFor(page: PageDef): PageDef[] {
  const section = page.sectionId ? pageById(page.sectionId) : undefined;
  return section ? [section, page] : [page];
}

/** Spec §2 sidebar rule: active when the current path equals or starts with the item's path. */
export function isActivePath(current: string, itemPath: string): boolean {
  const base = itemPath.split('#')[0] ?? itemPath;
  return current === base || current.startsWith(base.endsWith('/') ? base : `${base}/`);
}

/** The search catalogue, derived from the pages: sections with their sub-pages as children, anchors as children too. */
export function searchCatalogue(): SearchableItem[] {
  const toItem = (page: PageDef): SearchableItem => {
    const crumbs = breadcrumbFor(page).map((p) => p.title);
    const anchors: SearchableItem[] = (page.anchors ?? []).map((a, i) => ({
      id: `${page.id}#${a.id}-${i}`,
      label: a.label,
      path: `${page.path}#${a.id}`,
      description: a.description,
      category: a.level === 'action' ? 'actions' : 'widgets',
      icon: a.icon,
      level: a.level,
      parentId: page.id,
      breadcrumb: [...crumbs, a.label],
      ...(a.requiredRoles ? { requiredRoles: a.requiredRoles } : {}),
      priority: a.priority ?? 0,
      keywords: a.keywords ?? [],
    }));
    const subPages = PAGES.filter((p) => p.sectionId === page.id && p.searchable !== false).map(toItem);
    return {
      id: page.id,
      label: page.title,
      path: page.path,
      description: page.description,
      category: 'pages',
      icon: page.icon,
      level: 'page',
      ...(page.sectionId ? { parentId: page.sectionId } : {}),
      breadcrumb: crumbs,
      ...(page.requiredRoles ? { requiredRoles: page.requiredRoles } : {}),
      priority: page.priority ?? 0,
      keywords: page.keywords ?? [],
      children: [...subPages, ...anchors],
    };
  };
  return PAGES.filter((p) => !p.sectionId && p.searchable !== false).map(toItem);
}

/** The tabs of a page's section that the user may see; shown only when more than one (spec §2). */
export function permittedTabs(page: PageDef, roles: readonly string[]): PageDef[] {
  const section = page.sectionId ? pageById(page.sectionId) : page;
  if (!section) return [];
  return sectionTabs(section).filter((p) => hasAnyRole(roles, p.requiredRoles));
}

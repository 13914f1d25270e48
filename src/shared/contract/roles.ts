import type { NavRole } from '../roles';

/** Spec §6: who approves time, who enters crew time. The API lets them in; the navigation shows them the pages. */
export const ROLES_APPROVE_TIME: NavRole[] = ['TEAM_MANAGER', 'TEAM_APPROVER', 'PAYROLL_USER'];
/** Who decides at a route's HR step (issue #48 §4), and keeps the routing settings. */
export const ROLES_HR_STEP: NavRole[] = ['HR_ADMIN'];
/** Who opens Approve Time and its API: the approvers, and HR for the items at a route's HR step. */
export const ROLES_APPROVALS: NavRole[] = [...ROLES_APPROVE_TIME, ...ROLES_HR_STEP];
export const ROLES_CREW_TIME: NavRole[] = ['TEAM_MANAGER', 'OPERATIONS_MANAGER', 'OPERATIONS_USER'];
/** Roles that see everyone's submitted timecards, not only their own team's. */
export const ROLES_ALL_TIMECARDS: NavRole[] = ['PAYROLL_USER'];
/** Roles that enter crew time for everyone, not only for the people they manage. */
export const ROLES_ALL_CREW: NavRole[] = ['OPERATIONS_MANAGER', 'OPERATIONS_USER'];
/** Spec §6: who creates announcements (and so edits, pins and expires them). */
export const ROLES_CREATE_ANNOUNCEMENT: NavRole[] = ['HR_ADMIN', 'DEVOPS_USER'];
/** Spec §6: who sees a team (their direct reports) and who sees the HR directory (everyone). */
export const ROLES_TEAM: NavRole[] = ['TEAM_MANAGER', 'HR_ADMIN', 'HR_USER', 'DEVOPS_USER'];
export const ROLES_HR: NavRole[] = ['HR_ADMIN', 'HR_USER'];
/** Who keeps the company holidays. */
export const ROLES_HOLIDAYS: NavRole[] = ['HR_ADMIN'];
/** Who exports the approved timecards of a pay period (issue #26 §7). */
export const ROLES_PAYROLL: NavRole[] = ['PAYROLL_USER'];
/** Who reads anyone's balance history and adjusts a balance (issue #46 §3). */
export const ROLES_ADJUST_BALANCES: NavRole[] = ['HR_ADMIN'];

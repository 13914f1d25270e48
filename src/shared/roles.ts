/**
 * The one place where roles are mapped. Tokens carry profile role names in their `roles` claim
 * (spec §6: Employee, TeamManager, HRAdmin, ...); navigation and search use upper-case names
 * (HR_ADMIN, TEAM_MANAGER, ...). Unlike the original build, checks are real: no role, no access.
 */
export const PROFILE_ROLES = [
  'Employee', 'TeamManager', 'TeamReviewer', 'TeamApprover', 'ExecManager', 'ExecUser', 'HRAdmin', 'HRUser',
  'PayrollUser', 'AccountingUser', 'EstimatingUser', 'PurchasingManager', 'PurchasingUser', 'OperationsManager',
  'OperationsUser', 'DetailingManager', 'DetailingUser', 'StartUpManager', 'StartUpUser', 'LongevityUser', 'DevOpsUser',
] as const;
export type ProfileRole = (typeof PROFILE_ROLES)[number];

export const NAV_ROLES = [
  'EMPLOYEE', 'TEAM_MANAGER', 'TEAM_REVIEWER', 'TEAM_APPROVER', 'EXEC_MANAGER', 'EXEC_USER', 'HR_ADMIN', 'HR_USER',
  'PAYROLL_USER', 'ACCOUNTING_USER', 'ESTIMATING_USER', 'PURCHASING_MANAGER', 'PURCHASING_USER', 'OPERATIONS_MANAGER',
  'OPERATIONS_USER', 'DETAILING_MANAGER', 'DETAILING_USER', 'STARTUP_MANAGER', 'STARTUP_USER', 'LONGEVITY_USER', 'DEVOPS_USER',
] as const;
export type NavRole = (typeof NAV_ROLES)[number];

export const NAV_ROLE_OF: Record<ProfileRole, NavRole> = {
  Employee: 'EMPLOYEE',
  TeamManager: 'TEAM_MANAGER',
  TeamReviewer: 'TEAM_REVIEWER',
  TeamApprover: 'TEAM_APPROVER',
  ExecManager: 'EXEC_MANAGER',
  ExecUser: 'EXEC_USER',
  HRAdmin: 'HR_ADMIN',
  HRUser: 'HR_USER',
  PayrollUser: 'PAYROLL_USER',
  AccountingUser: 'ACCOUNTING_USER',
  EstimatingUser: 'ESTIMATING_USER',
  PurchasingManager: 'PURCHASING_MANAGER',
  PurchasingUser: 'PURCHASING_USER',
  OperationsManager: 'OPERATIONS_MANAGER',
  OperationsUser: 'OPERATIONS_USER',
  DetailingManager: 'DETAILING_MANAGER',
  DetailingUser: 'DETAILING_USER',
  StartUpManager: 'STARTUP_MANAGER',
  StartUpUser: 'STARTUP_USER',
  LongevityUser: 'LONGEVITY_USER',
  DevOpsUser: 'DEVOPS_USER',
};

export function isProfileRole(value: string): value is ProfileRole {
  return (PROFILE_ROLES as readonly string[]).includes(value);
}

/** Token roles → navigation roles. Unknown role names are ignored; every signed-in user is an EMPLOYEE. */
export function navRolesFrom(tokenRoles: readonly string[]): NavRole[] {
  const out = new Set<NavRole>(['EMPLOYEE']);
  for (const role of tokenRoles) if (isProfileRole(role)) out.add(NAV_ROLE_OF[role]);
  return NAV_ROLES.filter((r) => out.has(r));
}

/** Spec §6: an item shows if it requires no roles or the user holds at least one of them. */
export function hasAnyRole(userRoles: readonly string[], required: readonly string[] | undefined): boolean {
  if (!required || required.length === 0) return true;
  return required.some((r) => userRoles.includes(r));
}

/** Spec §6 permissions, granted by role (the original build granted all of them to everyone). */
export const PERMISSIONS = [
  'timecard', 'timecardApproval', 'projects', 'reports', 'admin', 'hr', 'purchasing', 'accounting', 'diversity', 'schedules',
  'viewAllDepartments', 'viewAllRegions', 'viewAllTrades', 'viewAllCompanies', 'viewAdminData',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const PERMISSIONS_OF: Partial<Record<NavRole, Permission[]>> = {
  EMPLOYEE: ['timecard', 'projects'],
  TEAM_MANAGER: ['timecardApproval', 'reports', 'schedules'],
  TEAM_APPROVER: ['timecardApproval'],
  TEAM_REVIEWER: ['reports'],
  PAYROLL_USER: ['timecardApproval', 'reports'],
  HR_ADMIN: ['hr', 'diversity', 'reports', 'viewAllDepartments', 'viewAllRegions'],
  HR_USER: ['hr'],
  ACCOUNTING_USER: ['accounting'],
  PURCHASING_MANAGER: ['purchasing'],
  PURCHASING_USER: ['purchasing'],
  OPERATIONS_MANAGER: ['schedules', 'viewAllTrades'],
  EXEC_MANAGER: ['reports', 'viewAllDepartments', 'viewAllRegions', 'viewAllTrades', 'viewAllCompanies'],
  DEVOPS_USER: ['admin', 'viewAdminData'],
};

export function permissionsFrom(roles: readonly NavRole[]): Permission[] {
  const granted = new Set<Permission>();
  for (const role of roles) for (const p of PERMISSIONS_OF[role] ?? []) granted.add(p);
  return PERMISSIONS.filter((p) => granted.has(p));
}

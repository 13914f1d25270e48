import type { AccountSummary } from './authSlice';
import type { ProfileRole } from '../../shared/roles';
import { isProfileRole } from '../../shared/roles';

export const PROFILE_FLAGS = [
  'showPortalTourYN', 'showBirthdayYN', 'showPhotosYN', 'showTimecardCrewEntryYN', 'showTimecardApprovalYN',
  'showHRCalendarYN', 'showEmployeeHistoryYN', 'showPEReviewYN', 'isDevOpsUserYN', 'isHRAdminYN', 'isHRUserYN',
  'isLongevityUserYN', 'isTeamManagerYN', 'isTeamReviewerYN', 'isTeamApproverYN', 'isExecManagerYN', 'isExecUserYN',
  'isPayrollUserYN', 'isAccountingUserYN', 'isEstimatingUserYN', 'isPurchasingManagerYN', 'isPurchasingUserYN',
  'isOperationsManagerYN', 'isOperationsUserYN', 'isDetailingManagerYN', 'isDetailingUserYN', 'isStartUpManagerYN',
  'isStartUpUserYN',
] as const;
export type ProfileFlag = (typeof PROFILE_FLAGS)[number];

/** What each flag means, as a person reads it (the profile page lists the ones that are on). */
export const PROFILE_FLAG_LABELS: Record<ProfileFlag, string> = {
  showPortalTourYN: 'Portal tour',
  showBirthdayYN: 'Birthday shown',
  showPhotosYN: 'Photos shown',
  showTimecardCrewEntryYN: 'Crew time entry',
  showTimecardApprovalYN: 'Timecard approval',
  showHRCalendarYN: 'HR calendar',
  showEmployeeHistoryYN: 'Employee history',
  showPEReviewYN: 'Performance reviews',
  isDevOpsUserYN: 'DevOps user',
  isHRAdminYN: 'HR admin',
  isHRUserYN: 'HR user',
  isLongevityUserYN: 'Longevity user',
  isTeamManagerYN: 'Team manager',
  isTeamReviewerYN: 'Team reviewer',
  isTeamApproverYN: 'Team approver',
  isExecManagerYN: 'Executive manager',
  isExecUserYN: 'Executive user',
  isPayrollUserYN: 'Payroll user',
  isAccountingUserYN: 'Accounting user',
  isEstimatingUserYN: 'Estimating user',
  isPurchasingManagerYN: 'Purchasing manager',
  isPurchasingUserYN: 'Purchasing user',
  isOperationsManagerYN: 'Operations manager',
  isOperationsUserYN: 'Operations user',
  isDetailingManagerYN: 'Detailing manager',
  isDetailingUserYN: 'Detailing user',
  isStartUpManagerYN: 'Start-up manager',
  isStartUpUserYN: 'Start-up user',
};

/** Spec §3: only these three are true by default. */
export const DEFAULT_TRUE_FLAGS: readonly ProfileFlag[] = ['showBirthdayYN', 'showPhotosYN', 'isDevOpsUserYN'];

/** The signed-in user profile of spec §3, built on the client from the sign-in account. */
export interface UserProfile extends Record<ProfileFlag, boolean> {
  queryData: string;
  msUserID: string;
  employeeUID: string;
  firstName: string;
  lastName: string;
  email: string;
  loginEmail: string;
  title: string;
  cellPhone: string;
  cellCarrier: string;
  officeExt: string;
  shirtSize: string;
  userType: 'Employee';
  userStatus: 'Active';
  prco: string;
  regionID: string;
  deptID: string;
  roleID: string;
  managerUID: string;
  approverUID: string;
  reviewerUID: string;
  vpUserName: string;
  wpUserID: string;
  azureUser: string;
  prEndDate: string;
  longevityMths: number;
  longevityYears: number;
  lastLongevityAward: string;
  lastLongevityAwardYear: string;
  /** Shown in the header: the most senior profile role, else Employee. */
  role: string;
  roles: ProfileRole[];
}

/** Which flag each role sets, in addition to the defaults. */
const FLAG_OF_ROLE: Partial<Record<ProfileRole, ProfileFlag[]>> = {
  TeamManager: ['isTeamManagerYN', 'showTimecardCrewEntryYN', 'showTimecardApprovalYN'],
  TeamReviewer: ['isTeamReviewerYN'],
  TeamApprover: ['isTeamApproverYN', 'showTimecardApprovalYN'],
  ExecManager: ['isExecManagerYN'],
  ExecUser: ['isExecUserYN'],
  HRAdmin: ['isHRAdminYN', 'showHRCalendarYN', 'showEmployeeHistoryYN', 'showPEReviewYN'],
  HRUser: ['isHRUserYN', 'showHRCalendarYN'],
  PayrollUser: ['isPayrollUserYN', 'showTimecardApprovalYN'],
  AccountingUser: ['isAccountingUserYN'],
  EstimatingUser: ['isEstimatingUserYN'],
  PurchasingManager: ['isPurchasingManagerYN'],
  PurchasingUser: ['isPurchasingUserYN'],
  OperationsManager: ['isOperationsManagerYN', 'showTimecardCrewEntryYN'],
  OperationsUser: ['isOperationsUserYN', 'showTimecardCrewEntryYN'],
  DetailingManager: ['isDetailingManagerYN'],
  DetailingUser: ['isDetailingUserYN'],
  StartUpManager: ['isStartUpManagerYN'],
  StartUpUser: ['isStartUpUserYN'],
  LongevityUser: ['isLongevityUserYN'],
  DevOpsUser: ['isDevOpsUserYN'],
};

/** Header role label: the first held role in this order. */
const ROLE_LABEL_ORDER: ProfileRole[] = ['ExecManager', 'HRAdmin', 'TeamManager', 'OperationsManager', 'PayrollUser', 'TeamApprover', 'HRUser', 'DevOpsUser'];

export function splitDisplayName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim();
  if (trimmed === '') return { firstName: 'Unknown', lastName: 'User' };
  const space = trimmed.indexOf(' ');
  if (space < 0) return { firstName: trimmed, lastName: 'User' };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() || 'User' };
}

export function buildProfile(account: AccountSummary): UserProfile {
  const roles = account.roles.filter(isProfileRole);
  const flags = Object.fromEntries(PROFILE_FLAGS.map((f) => [f, DEFAULT_TRUE_FLAGS.includes(f)])) as Record<ProfileFlag, boolean>;
  for (const role of roles) for (const flag of FLAG_OF_ROLE[role] ?? []) flags[flag] = true;
  const { firstName, lastName } = splitDisplayName(account.name);
  const id = account.oid || account.localAccountId || account.homeAccountId;
  return {
    ...flags,
    queryData: '',
    msUserID: id,
    employeeUID: id,
    firstName,
    lastName,
    email: account.username,
    loginEmail: account.username,
    title: '',
    cellPhone: '',
    cellCarrier: '',
    officeExt: '',
    shirtSize: '',
    userType: 'Employee',
    userStatus: 'Active',
    prco: '',
    regionID: '',
    deptID: '',
    roleID: '',
    managerUID: '',
    approverUID: '',
    reviewerUID: '',
    vpUserName: '',
    wpUserID: '',
    azureUser: account.username,
    prEndDate: '',
    longevityMths: 0,
    longevityYears: 0,
    lastLongevityAward: '',
    lastLongevityAwardYear: '',
    role: ROLE_LABEL_ORDER.find((r) => roles.includes(r)) ?? 'Employee',
    roles,
  };
}

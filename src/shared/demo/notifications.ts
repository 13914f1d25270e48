import type { Notification } from '../notifications/schemas';
import { ROLES_APPROVE_TIME } from '../contract/roles';
import { hasAnyRole } from '../roles';
import type { NavRole } from '../roles';

/** A demo notice and the roles it concerns (one of them is needed; absent: everyone). */
interface DemoNotice {
  notice: Omit<Notification, 'dateCreated'> & { minutesAgo: number };
  roles?: readonly NavRole[];
  /** Only for people who hold none of these roles (the notice the others get in the same place). */
  notRoles?: readonly NavRole[];
}

/**
 * Every type and priority, read and unread. Each person gets only what concerns them (issue #49): the timecard
 * deadline asks approvers to approve (n-1, "Timecard approval due") and everyone else to submit (n-1, "Timecard due").
 */
const DEMO_NOTICES: readonly DemoNotice[] = [
  { roles: ROLES_APPROVE_TIME, notice: { notificationUID: 'n-1', title: 'Timecard approval due', message: "Approve last week's crew timecards by Friday 5 pm so payroll can run on time.", type: 'alert', priority: 'urgent', minutesAgo: 0.5, acknowledgedYN: 'N' } },
  { notRoles: ROLES_APPROVE_TIME, notice: { notificationUID: 'n-1', title: 'Timecard due', message: "Submit this week's timecard on My Time by Friday 5 pm so payroll can run on time.", type: 'alert', priority: 'urgent', minutesAgo: 0.5, acknowledgedYN: 'N' } },
  { notice: { notificationUID: 'n-2', title: 'Holiday schedule posted', message: 'The office holiday schedule for next year is now available on the HR calendar. Please plan your time off requests accordingly and talk to your manager about coverage.', type: 'announcement', priority: 'high', minutesAgo: 42, acknowledgedYN: 'N' } },
  { notice: { notificationUID: 'n-3', title: 'Scheduled maintenance', message: 'The portal will be read-only on Saturday between 02:00 and 04:00 for maintenance.', type: 'system', priority: 'medium', minutesAgo: 5 * 60, acknowledgedYN: 'N' } },
  { notice: { notificationUID: 'n-6', title: 'Safety briefing', message: 'Monday toolbox talk: working at height. Attendance is required for all field crews.', type: 'announcement', priority: 'urgent', minutesAgo: 8 * 60, acknowledgedYN: 'N' } },
  { notice: { notificationUID: 'n-4', title: 'New message from Dana', message: 'Can you review the job 24-117 submittals before the site meeting?', type: 'chat', priority: 'low', minutesAgo: 26 * 60, acknowledgedYN: 'Y' } },
  { notice: { notificationUID: 'n-5', title: 'Benefits enrolment reminder', message: 'Open enrolment closes at the end of the month.', type: 'other', priority: 'medium', minutesAgo: 3 * 24 * 60, acknowledgedYN: 'Y' } },
];

/** The demo notices only people holding one of these roles get (what a test checks an employee never receives). */
export const APPROVER_ONLY_NOTICES: readonly string[] = DEMO_NOTICES.filter((d) => d.roles).map((d) => d.notice.title);

/**
 * Seed data for one person's notifications, newest first: those that concern a holder of `roles` (the mocks and the
 * service seed each person by their roles). Without `roles`, a timecard approver's list (unit tests' anonymous caller).
 */
export function seedNotifications(now: Date = new Date(), roles: readonly NavRole[] = ['EMPLOYEE', ...ROLES_APPROVE_TIME]): Notification[] {
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
  return DEMO_NOTICES.filter((d) => (!d.roles || hasAnyRole(roles, d.roles)) && !(d.notRoles && hasAnyRole(roles, d.notRoles))).map(({ notice: { minutesAgo, ...n } }) => ({ ...n, dateCreated: ago(minutesAgo) }));
}

/** More than 99 unread, for the badge's '99+'. */
export function manyUnreadNotifications(count = 120, now: Date = new Date()): Notification[] {
  const types = ['system', 'announcement', 'alert', 'chat', 'other'] as const;
  const priorities = ['urgent', 'high', 'medium', 'low'] as const;
  return Array.from({ length: count }, (_, i) => ({
    notificationUID: `bulk-${i + 1}`,
    title: `Update ${i + 1}`,
    message: `Automated update number ${i + 1}.`,
    type: types[i % types.length] ?? 'other',
    priority: priorities[i % priorities.length] ?? 'medium',
    dateCreated: new Date(now.getTime() - i * 7 * 60_000).toISOString(),
    acknowledgedYN: 'N',
  }));
}

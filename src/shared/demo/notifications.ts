import type { Notification } from '../notifications/schemas';

/** Seed data for the mocked notifications API: every type and priority, read and unread. */
export function seedNotifications(now: Date = new Date()): Notification[] {
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
  return [
    { notificationUID: 'n-1', title: 'Timecard approval due', message: "Approve last week's crew timecards by Friday 5 pm so payroll can run on time.", type: 'alert', priority: 'urgent', dateCreated: ago(0.5), acknowledgedYN: 'N' },
    { notificationUID: 'n-2', title: 'Holiday schedule posted', message: 'The office holiday schedule for next year is now available on the HR calendar. Please plan your time off requests accordingly and talk to your manager about coverage.', type: 'announcement', priority: 'high', dateCreated: ago(42), acknowledgedYN: 'N' },
    { notificationUID: 'n-3', title: 'Scheduled maintenance', message: 'The portal will be read-only on Saturday between 02:00 and 04:00 for maintenance.', type: 'system', priority: 'medium', dateCreated: ago(5 * 60), acknowledgedYN: 'N' },
    { notificationUID: 'n-6', title: 'Safety briefing', message: 'Monday toolbox talk: working at height. Attendance is required for all field crews.', type: 'announcement', priority: 'urgent', dateCreated: ago(8 * 60), acknowledgedYN: 'N' },
    { notificationUID: 'n-4', title: 'New message from Dana', message: 'Can you review the job 24-117 submittals before the site meeting?', type: 'chat', priority: 'low', dateCreated: ago(26 * 60), acknowledgedYN: 'Y' },
    { notificationUID: 'n-5', title: 'Benefits enrolment reminder', message: 'Open enrolment closes at the end of the month.', type: 'other', priority: 'medium', dateCreated: ago(3 * 24 * 60), acknowledgedYN: 'Y' },
  ];
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

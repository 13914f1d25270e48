import type { Notification } from '../../features/notifications/notificationTypes';

/** Seed data for the mocked notifications API: every type and priority, read and unread. */
export function seedNotifications(now: Date = new Date()): Notification[] {
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
  return [
    { notificationUID: 'n-1', title: 'Timecard approval due', message: 'Approve last week\'s crew timecards by Friday 5 pm.', type: 'alert', priority: 'urgent', dateCreated: ago(0.5), acknowledgedYN: 'N' },
    { notificationUID: 'n-2', title: 'Holiday schedule posted', message: 'The office holiday schedule for next year is now available on the HR calendar.', type: 'announcement', priority: 'high', dateCreated: ago(42), acknowledgedYN: 'N' },
    { notificationUID: 'n-3', title: 'Scheduled maintenance', message: 'The portal will be read-only on Saturday between 02:00 and 04:00 for maintenance.', type: 'system', priority: 'medium', dateCreated: ago(5 * 60), acknowledgedYN: 'N' },
    { notificationUID: 'n-4', title: 'New message from Dana', message: 'Can you review the job 24-117 submittals before the site meeting?', type: 'chat', priority: 'low', dateCreated: ago(26 * 60), acknowledgedYN: 'Y' },
    { notificationUID: 'n-5', title: 'Benefits enrolment reminder', message: 'Open enrolment closes at the end of the month.', type: 'other', priority: 'medium', dateCreated: ago(3 * 24 * 60), acknowledgedYN: 'Y' },
  ];
}

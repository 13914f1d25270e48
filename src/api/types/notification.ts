export const NOTIFICATION_TYPES = ['system', 'announcement', 'alert', 'chat', 'other'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_PRIORITIES = ['urgent', 'high', 'medium', 'low'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

/** The notification entity of spec §3, as the API sends it. */
export interface Notification {
  notificationUID: string;
  title: string;
  message: string;
  type: NotificationType;
  priority: NotificationPriority;
  /** ISO 8601 timestamp. */
  dateCreated: string;
  /** 'Y' means read; anything else is unread. */
  acknowledgedYN: string;
}

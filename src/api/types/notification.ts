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

/**
 * The API's order: newest first by `dateCreated` (ties keep their order; an unreadable date sorts last).
 * The mock API serves this order and the client re-applies it, so the list never depends on the server keeping it.
 */
export function newestFirst<T extends Pick<Notification, 'dateCreated'>>(items: readonly T[]): T[] {
  const time = (n: T) => {
    const t = Date.parse(n.dateCreated);
    return Number.isNaN(t) ? -Infinity : t;
  };
  return [...items].sort((a, b) => time(b) - time(a));
}

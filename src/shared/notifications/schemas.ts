import * as z from 'zod/mini';
import '../zodMessages';

/**
 * The notification of spec §3 as zod schemas: the one source for the TypeScript type, the check on
 * arrival (ADR 0091) and, through z.toJSONSchema, docs/api/openapi.json (the contract test fails when
 * they disagree).
 */
export const NOTIFICATION_TYPES = ['system', 'announcement', 'alert', 'chat', 'other'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_PRIORITIES = ['urgent', 'high', 'medium', 'low'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

/** What the API promises to send (the document's `Notification`). */
export const NotificationSchema = z.strictObject({
  notificationUID: z.string(),
  title: z.string(),
  message: z.string(),
  type: z.enum(NOTIFICATION_TYPES).check(z.meta({ description: 'system, announcement, alert, chat or other; unknown values show as other' })),
  priority: z.enum(NOTIFICATION_PRIORITIES).check(z.meta({ description: 'urgent, high, medium or low; unknown values show as medium' })),
  dateCreated: z.iso.datetime({ offset: true }),
  acknowledgedYN: z.enum(['Y', 'N']).check(z.meta({ description: "'Y' means read" })),
});
export type Notification = z.infer<typeof NotificationSchema>;

const isType = (value: string): value is NotificationType => (NOTIFICATION_TYPES as readonly string[]).includes(value);
const isPriority = (value: string): value is NotificationPriority => (NOTIFICATION_PRIORITIES as readonly string[]).includes(value);

/**
 * What the portal accepts: the documented shape, read as leniently as spec §3 says (an unknown type
 * shows as 'other', an unknown priority as 'medium', anything but 'Y' is unread) and ignoring extra
 * fields. A wrong kind of value in any field (an object for a title) fails.
 */
export const NotificationOnArrivalSchema = z.object({
  ...NotificationSchema.shape,
  type: z.pipe(z.string(), z.transform((value: string): NotificationType => (isType(value) ? value : 'other'))),
  priority: z.pipe(z.string(), z.transform((value: string): NotificationPriority => (isPriority(value) ? value : 'medium'))),
  acknowledgedYN: z.pipe(z.string(), z.transform((value: string): Notification['acknowledgedYN'] => (value === 'Y' ? 'Y' : 'N'))),
});


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

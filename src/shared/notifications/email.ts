import * as z from 'zod/mini';
import '../zodMessages';

/**
 * E-mail of notices (issue #48 §1, ADR 0176): each person chooses, per kind of notice, whether it stays in the app,
 * goes by e-mail at once, or is gathered into one e-mail a day. The kinds are what a notice is about to its reader,
 * not its type or priority: what waits for their decision, what was decided on theirs, company announcements, and the
 * reminders of §2 (ADR 0177): their own timecard not submitted by its deadline, and items waiting too long for a
 * decision (theirs, or their team's approver's).
 */
export const EMAIL_KINDS = ['toDecide', 'decided', 'announcement', 'reminder', 'overdue'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export const EMAIL_DELIVERIES = ['app', 'immediate', 'digest'] as const;
export type EmailDelivery = (typeof EMAIL_DELIVERIES)[number];

export const EMAIL_KIND_LABELS: Record<EmailKind, string> = {
  toDecide: 'Requests and timecards waiting for your decision',
  decided: 'Decisions on your requests and timecards',
  announcement: 'Company announcements',
  reminder: 'Reminders to submit your timecard',
  overdue: 'Requests and timecards waiting too long for a decision',
};

export const EMAIL_DELIVERY_LABELS: Record<EmailDelivery, string> = {
  app: 'In app only',
  immediate: 'E-mail at once',
  digest: 'Daily digest',
};

/** Nobody gets e-mail they did not ask for: every kind starts in the app only. */
export const DEFAULT_EMAIL_PREFERENCES: EmailPreferences = { toDecide: 'app', decided: 'app', announcement: 'app', reminder: 'app', overdue: 'app' };

/** What a notice is about, for its e-mail: its kind (whose choice applies) and the portal path it links to. */
export interface NoticeAbout {
  kind: EmailKind;
  path: string;
}

/** Each notice of src/shared/work/notices.ts and the announcement's: its kind and the page that shows its item. */
export const NOTICE_ABOUT = {
  toDecide: { kind: 'toDecide', path: '/timecard/approval' },
  timeOffDecided: { kind: 'decided', path: '/employee/timeoff' },
  weekDecided: { kind: 'decided', path: '/timecard/mytime' },
  announcement: { kind: 'announcement', path: '/' },
  timecardReminder: { kind: 'reminder', path: '/timecard/mytime' },
  waitingForYou: { kind: 'overdue', path: '/timecard/approval' },
  waitingOnApprover: { kind: 'overdue', path: '/team' },
  delegationGiven: { kind: 'toDecide', path: '/timecard/approval' },
  delegationEnded: { kind: 'toDecide', path: '/settings' },
} as const satisfies Record<string, NoticeAbout>;

const delivery = z.enum(EMAIL_DELIVERIES).check(z.meta({ description: 'app (in the app only), immediate (an e-mail at once) or digest (one e-mail a day)' }));

/** A person's choice per kind of notice. */
export const EmailPreferencesSchema = z.strictObject({ toDecide: delivery, decided: delivery, announcement: delivery, reminder: delivery, overdue: delivery });
export type EmailPreferences = z.infer<typeof EmailPreferencesSchema>;

/** What Settings shows: whether the service sends e-mail at all, when the digest goes, and the person's choices. */
export const EmailSettingsSchema = z.strictObject({
  enabled: z.boolean().check(z.meta({ description: 'false when the service has no SMTP server (SMTP_URL unset): choices are kept, nothing is sent' })),
  digestHour: z.number().check(z.int(), z.minimum(0), z.maximum(23), z.meta({ description: "The hour (0-23, the company's time zone) the daily digest is sent" })),
  timeZone: z.string().check(z.meta({ description: "The company's time zone (IANA name)" })),
  preferences: EmailPreferencesSchema,
});
export type EmailSettings = z.infer<typeof EmailSettingsSchema>;

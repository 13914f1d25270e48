import { sql } from 'drizzle-orm';
import type { RouteStep } from '../../../src/shared/routing/schemas.ts';
import { bigserial, boolean, customType, doublePrecision, integer, jsonb, pgTable, primaryKey, real, text, timestamp, index, uniqueIndex } from 'drizzle-orm/pg-core';

/** PostgreSQL's 64-bit transaction id (no wraparound), read as its decimal text. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/**
 * The system of record (issue #25). People (their reporting line and directory facts), leave policies and balance histories, time-off requests,
 * timecard weeks and their entries (own and crew, attributed to who entered them), projects,
 * notifications, the append-only audit trail and the idempotency records of creates.
 * Migrations in service/migrations are generated from this file (`npx drizzle-kit generate`).
 */
export const people = pgTable(
  'people',
  {
    /** The sign-in name, lower case (the token's preferred_username). */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    managerId: text('manager_id'),
    /** The directory's facts (issue #26): blank for a person nobody has filled in yet. */
    jobTitle: text('job_title').notNull().default(''),
    department: text('department').notNull().default(''),
    location: text('location').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** The hire date, YYYY-MM-DD; null when not known. */
    startDate: text('start_date'),
    /** The stable employee number payroll knows the person by (issue #46 §4): never reused, never changed. */
    employeeNumber: text('employee_number').notNull().default(sql`'E' || nextval('employee_number_seq')`),
  },
  // A manager's team: every approvals queue and decision reads it. The directory filters by department.
  (t) => [
    index('people_manager').on(t.managerId),
    index('people_department').on(t.department),
    uniqueIndex('people_employee_number').on(t.employeeNumber),
    // The directory's order (name, then id): its first page is the index's first rows, however many people there are.
    index('people_name_order').on(t.name, t.id),
    // The directory's search (ILIKE '%text%' on name, job title or e-mail) by trigrams: a search finds its matches
    // without reading every person (issue #46, ADR 0173).
    index('people_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`).with({ fastupdate: false }),
    index('people_job_title_trgm').using('gin', sql`${t.jobTitle} gin_trgm_ops`).with({ fastupdate: false }),
    index('people_email_trgm').using('gin', sql`${t.email} gin_trgm_ops`).with({ fastupdate: false }),
  ],
);

/**
 * Each leave type's policy (issue #46 §3, ADR 0169): accrual per pay period or a yearly grant, a cap, what is carried
 * over at the leave year's end, and whether the balance may go below zero. Seeded by migration 0009.
 */
export const leavePolicies = pgTable('leave_policies', {
  type: text('type', { enum: ['vacation', 'sick', 'personal'] }).primaryKey(),
  accrual: text('accrual', { enum: ['pay-period', 'yearly-grant'] }).notNull(),
  hours: real('hours').notNull(),
  cap: real('cap').notNull(),
  carryOver: real('carry_over').notNull(),
  allowNegative: boolean('allow_negative').notNull(),
});

/**
 * Every change of a person's balance of a type, in the order written (`id`): the balance is their sum. `ref` names a
 * change that may happen once (an accrual's pay period, a year end, a grant, a request's approval or cancellation,
 * the opening): the unique index makes writing it twice, from any instance, a no-op. HR adjustments carry their note
 * and who made them (also in the audit trail).
 */
export const balanceEntries = pgTable(
  'balance_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    employeeId: text('employee_id').notNull(),
    type: text('type', { enum: ['vacation', 'sick', 'personal'] }).notNull(),
    day: text('day').notNull(),
    hours: real('hours').notNull(),
    kind: text('kind', { enum: ['opening', 'accrual', 'grant', 'year-end', 'request', 'cancellation', 'adjustment'] }).notNull(),
    ref: text('ref'),
    note: text('note'),
    actorId: text('actor_id'),
    actorName: text('actor_name'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('balance_entries_ref').on(t.employeeId, t.type, t.ref), index('balance_entries_person').on(t.employeeId, t.id)],
);

export const timeOffRequests = pgTable(
  'time_off_requests',
  {
    id: text('id').primaryKey(),
    employeeId: text('employee_id').notNull(),
    type: text('type', { enum: ['vacation', 'sick', 'personal'] }).notNull(),
    firstDay: text('first_day').notNull(),
    lastDay: text('last_day').notNull(),
    hours: real('hours').notNull(),
    note: text('note').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'denied', 'cancelled'] }).notNull(),
    decidedBy: text('decided_by'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
    /** Its approval route, as the settings were when it was asked for (issue #48 §4, ADR 0179), and the step it is at. */
    route: jsonb('route').$type<RouteStep[]>().notNull().default(['manager']),
    step: integer('step').notNull().default(0),
  },
  (t) => [
    index('time_off_employee').on(t.employeeId, t.firstDay),
    index('time_off_status').on(t.status, t.employeeId),
    // The HR overview's oldest pending requests, and who is out today: only the rows they list are read (ADR 0173).
    index('time_off_pending_oldest').on(t.createdAt, t.firstDay, t.id).where(sql`status = 'pending'`),
    index('time_off_approved_running').on(t.lastDay).where(sql`status = 'approved'`),
  ],
);

export const timecardWeeks = pgTable(
  'timecard_weeks',
  {
    employeeId: text('employee_id').notNull(),
    weekStart: text('week_start').notNull(),
    status: text('status', { enum: ['draft', 'submitted', 'approved', 'returned'] }).notNull(),
    reason: text('reason'),
    decidedBy: text('decided_by'),
    /** When it was approved or returned (the payroll export's "Approved at"); null before it was decided. */
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'string' }),
    /** Its approval route, as the settings were when it was last submitted (issue #48 §4, ADR 0179), and its step. */
    route: jsonb('route').$type<RouteStep[]>().notNull().default(['manager']),
    step: integer('step').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.weekStart] }), index('weeks_status').on(t.status, t.weekStart)],
);

/** One row per person, week, job and author: crew time (author ≠ employee) never overwrites the employee's own. */
export const timecardEntries = pgTable(
  'timecard_entries',
  {
    employeeId: text('employee_id').notNull(),
    weekStart: text('week_start').notNull(),
    jobNumber: text('job_number').notNull(),
    enteredBy: text('entered_by').notNull(),
    hours: jsonb('hours').$type<number[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.weekStart, t.jobNumber, t.enteredBy] }), index('entries_week').on(t.weekStart, t.jobNumber)],
);

export const projects = pgTable('projects', {
  jobNumber: text('job_number').primaryKey(),
  name: text('name').notNull(),
  status: text('status', { enum: ['active', 'on hold', 'closed'] }).notNull(),
  manager: text('manager').notNull(),
});

export const notifications = pgTable(
  'notifications',
  {
    /** The order notifications were written in (not the order they committed in). */
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    uid: text('uid').notNull(),
    userId: text('user_id').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    type: text('type').notNull(),
    priority: text('priority').notNull(),
    dateCreated: timestamp('date_created', { withTimezone: true, mode: 'string' }).notNull(),
    acknowledged: boolean('acknowledged').notNull().default(false),
    /**
     * The transaction that wrote it: whether a stream's cursor (a snapshot, ADR 0166) has seen it is
     * `pg_visible_in_snapshot(xact_id, cursor)`, exact whatever order transactions commit in.
     */
    xactId: xid8('xact_id').notNull().default(sql`pg_current_xact_id()`),
  },
  (t) => [uniqueIndex('notifications_uid').on(t.userId, t.uid), index('notifications_user').on(t.userId, t.seq)],
);

/** Append-only (a trigger refuses UPDATE and DELETE): who did what, when, with the row before and after. */
export const audit = pgTable(
  'audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_entity').on(t.entity, t.entityId)],
);

/** The first answer to a create, by the caller and the Idempotency-Key they sent. */
export const idempotency = pgTable(
  'idempotency',
  {
    userId: text('user_id').notNull(),
    key: text('key').notNull(),
    operation: text('operation').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    body: jsonb('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** Company notices (issue #26 §4): shown from creation through `expires_on` (none: until expired), pinned first. */
export const announcements = pgTable(
  'announcements',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    expiresOn: text('expires_on'),
    authorId: text('author_id').notNull(),
    author: text('author').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('announcements_expires_on').on(t.expiresOn)],
);

/** Company holidays (issue #26 §3): one per day, kept by HR admins; dates are YYYY-MM-DD like every other day. */
export const holidays = pgTable('holidays', {
  date: text('date').primaryKey(),
  name: text('name').notNull(),
});

/**
 * Counts kept as rows are written (issue #46, ADR 0173): `people:<department>` (headcount) and `pending` (pending
 * time-off requests), each spread over 16 slots by the row's id so concurrent writes rarely wait on one another. A
 * count is the sum of its slots: the HR overview and the directory read 16 rows a count instead of every person.
 * Kept by triggers (migration 0008), never written by the service.
 */
export const tallies = pgTable(
  'tallies',
  {
    name: text('name').notNull(),
    slot: integer('slot').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.slot] })],
);

/**
 * Closed pay periods (issue #46 §4, ADR 0174): the first export of a period that has ended closes it, and the file it
 * gave is kept as it was sent, so a download again is the same bytes. Never changed after: a later change to the
 * period goes into a later period's file as an adjustment (payroll_lines).
 */
export const payrollCloses = pgTable('payroll_closes', {
  /** The closed period's first day (YYYY-MM-DD). */
  periodStart: text('period_start').primaryKey(),
  closedAt: timestamp('closed_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  /** Who closed it: their sign-in name and their name as it was then. */
  closedBy: text('closed_by').notNull(),
  closedByName: text('closed_by_name').notNull(),
  fileName: text('file_name').notNull(),
  /** The file, byte for byte as it was first sent (UTF-8 text). */
  content: text('content').notNull(),
});

/**
 * Each line of each closed period's file (issue #46 §4, ADR 0174): the file that carried it (`export_period`) and the
 * period its hours are for (`for_period`: the same for a regular line, an earlier closed one for an adjustment). What
 * every file so far exported for a period is the sum of its lines by `for_period`.
 */
export const payrollLines = pgTable(
  'payroll_lines',
  {
    exportPeriod: text('export_period').notNull(),
    forPeriod: text('for_period').notNull(),
    employeeId: text('employee_id').notNull(),
    payCode: text('pay_code').notNull(),
    hours: doublePrecision('hours').notNull(),
  },
  (t) => [primaryKey({ columns: [t.exportPeriod, t.forPeriod, t.employeeId, t.payCode] }), index('payroll_lines_for').on(t.forPeriod)],
);

/**
 * Each person's secret calendar feed addresses (issue #48 §5, ADR 0175): one per kind (their own time off, their team's
 * absences, the company holidays). Only the SHA-256 of the secret is kept, so the address is shown once, when made;
 * making a new one or revoking sets `revoked_at`, and a revoked or unknown secret answers 404.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    /** The SHA-256 of the secret in the feed's address, as hex. */
    tokenHash: text('token_hash').primaryKey(),
    personId: text('person_id').notNull(),
    kind: text('kind', { enum: ['own', 'team', 'holidays'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'string' }),
  },
  // At most one live address per person and kind.
  (t) => [uniqueIndex('calendar_feeds_live').on(t.personId, t.kind).where(sql`revoked_at is null`)],
);

/**
 * Each person's e-mail choice per kind of notice (issue #48 §1, ADR 0176): 'app', 'immediate' or 'digest'. No row:
 * in the app only (nobody gets e-mail they did not ask for).
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: text('user_id').notNull(),
    kind: text('kind').notNull(),
    delivery: text('delivery').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * The e-mails a notice is to send (issue #48 §1, ADR 0176), written in the same statement as the notice, sent after
 * it commits by a delivery loop that claims rows with FOR UPDATE SKIP LOCKED (however many instances run, one sends
 * each). `due_at`: when it may go (now for an e-mail at once, the next digest hour for a digest); `locked_until`: a
 * claim's lease, then the next attempt's time after a failure. The address is read at sending, not kept here.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id').notNull(),
    kind: text('kind').notNull(),
    notificationUid: text('notification_uid').notNull(),
    subject: text('subject').notNull(),
    /** The portal path the e-mail links to (the portal's origin is the sender's setting). */
    path: text('path').notNull(),
    digest: boolean('digest').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'string' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'string' }),
    lastError: text('last_error'),
  },
  (t) => [index('email_outbox_due').on(t.dueAt).where(sql`sent_at is null`)],
);

/**
 * Each reminder and escalation sent (issue #48 §2, ADR 0177): one row per kind ('timecard': a week not submitted by
 * its deadline, to the employee; 'approver': an item waiting more than two working days, to its approver; 'manager':
 * more than four, to the approver's manager), subject (the person, or the waiting item) and period (the week, or the
 * instant the item arrived). Written in the transaction that writes the notice, `on conflict do nothing`: however
 * many instances run the schedule, and however often, each reminder is sent once.
 */
export const reminders = pgTable(
  'reminders',
  {
    kind: text('kind', { enum: ['timecard', 'approver', 'manager'] }).notNull(),
    subject: text('subject').notNull(),
    period: text('period').notNull(),
    /** Who it went to. */
    userId: text('user_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.subject, t.period] })],
);

/**
 * Delegations of approvals (issue #48 §3, ADR 0178): while one runs, what waits for `approver_id` waits for
 * `delegate_id` too. Fixed days (`first_day`..`last_day`), or `when_on_leave`: the days of the approver's approved
 * time off. Ending one sets `ended_at` (the row stays: the trail names it).
 */
export const delegations = pgTable(
  'delegations',
  {
    id: text('id').primaryKey(),
    approverId: text('approver_id').notNull(),
    delegateId: text('delegate_id').notNull(),
    firstDay: text('first_day'),
    lastDay: text('last_day'),
    whenOnLeave: boolean('when_on_leave').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'string' }),
  },
  // The queue and the decisions read a delegate's live delegations; Settings reads an approver's.
  (t) => [index('delegations_delegate').on(t.delegateId).where(sql`ended_at is null`), index('delegations_approver').on(t.approverId).where(sql`ended_at is null`)],
);

/**
 * Approval routing settings (issue #48 §4, ADR 0179), kept by HR admins: per leave type, above how many days a request
 * goes to HR after its manager (null: never). No row for a type: the default (src/shared/routing/schemas.ts).
 */
export const approvalRoutes = pgTable('approval_routes', {
  type: text('type', { enum: ['vacation', 'sick', 'personal'] }).primaryKey(),
  hrAboveDays: integer('hr_above_days'),
  updatedBy: text('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/**
 * The timecards' routing setting (issue #48 §4): above how many hours of overtime a week goes to payroll after its
 * manager (null: never). One row, `timecards`; none: the default.
 */
export const timecardRoutes = pgTable('timecard_routes', {
  id: text('id', { enum: ['timecards'] }).primaryKey(),
  payrollAboveOvertimeHours: integer('payroll_above_overtime_hours'),
  updatedBy: text('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

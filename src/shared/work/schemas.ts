import * as z from 'zod/mini';
import '../zodMessages';
import { DaySchema as day, TimestampSchema } from '../dateSchemas';
import { RouteSchema } from '../routing/schemas';

/**
 * The wire shapes of time off, timecards, approvals, crew time, projects and the dashboard: one zod
 * source for the client's types, the mock API's request parsing and (through z.toJSONSchema) the
 * OpenAPI document. See docs/adr/0080-work-modules.md.
 */

export const TIME_OFF_TYPES = ['vacation', 'sick', 'personal'] as const;
export const TimeOffTypeSchema = z.enum(TIME_OFF_TYPES);
export type TimeOffType = z.infer<typeof TimeOffTypeSchema>;

export const TIME_OFF_STATUSES = ['pending', 'approved', 'denied', 'cancelled'] as const;

export const BalancesSchema = z.strictObject({ vacation: z.number(), sick: z.number(), personal: z.number() });
export type Balances = z.infer<typeof BalancesSchema>;

const TIME_OFF_FIELDS = {
  type: TimeOffTypeSchema,
  firstDay: day,
  lastDay: day,
  hours: z.number(),
  note: z.string().check(z.maxLength(500)),
};

/**
 * A request as asked for (POST) or changed (PUT). `workedDaysConfirmed`: the person knows that some of the days
 * already have hours worked (issue #46 §2); without it such a request is refused (422).
 */
export const NewTimeOffRequestSchema = z.strictObject({
  ...TIME_OFF_FIELDS,
  workedDaysConfirmed: z.optional(z.boolean()),
});
export type NewTimeOffRequest = z.infer<typeof NewTimeOffRequestSchema>;

/** A day with hours worked on it (own and crew time together), as an ISO date: the client formats it. */
export const WorkedDaySchema = z.strictObject({ day, hours: z.number() });
export type WorkedDay = z.infer<typeof WorkedDaySchema>;

/** A teammate out on some of the days asked about (issue #48 §6): a name and days, nothing else of their leave. */
export const TeammateOutSchema = z.strictObject({ name: z.string(), firstDay: day, lastDay: day, pending: z.boolean() });
export type TeammateOut = z.infer<typeof TeammateOutSchema>;

export const TimeOffRequestSchema = z.strictObject({
  ...TIME_OFF_FIELDS,
  id: z.string(),
  employeeId: z.string(),
  employeeName: z.string(),
  status: z.enum(TIME_OFF_STATUSES),
  decidedBy: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  createdAt: TimestampSchema,
  /** Its approval route, kept from when it was asked for (issue #48 §4): absent for a one-step route. */
  route: z.optional(RouteSchema),
});
export type TimeOffRequest = z.infer<typeof TimeOffRequestSchema>;

export const TimecardEntrySchema = z.strictObject({ jobNumber: z.string(), hours: z.array(z.number()).check(z.length(7)) });
export type TimecardEntry = z.infer<typeof TimecardEntrySchema>;

export const TIMECARD_STATUSES = ['draft', 'submitted', 'approved', 'returned'] as const;

/** Hours someone else entered for the employee (crew time): kept beside their own entries, never over them. */
export const CrewHoursSchema = z.strictObject({ jobNumber: z.string(), hours: z.array(z.number()).check(z.length(7)), enteredBy: z.string() });
export type CrewHours = z.infer<typeof CrewHoursSchema>;

export const SaveWeekSchema = z.strictObject({ entries: z.array(TimecardEntrySchema) });

/**
 * A week's hours that are not work (issue #46 §1): a time-off request's hours on the week's days (approved, or
 * pending: shown, not paid), or an observed company holiday's day. Read-only in the grid, counted in its totals.
 */
export const LeaveHoursSchema = z.strictObject({
  kind: z.enum([...TIME_OFF_TYPES, 'holiday']),
  /** "Vacation (approved)", "Christmas Day". */
  label: z.string(),
  status: z.enum(['approved', 'pending']),
  /** The request's id; null for a holiday. */
  requestId: z.nullable(z.string()),
  hours: z.array(z.number()).check(z.length(7)),
});
export type LeaveHours = z.infer<typeof LeaveHoursSchema>;

export const TimecardWeekSchema = z.strictObject({
  employeeId: z.string(),
  employeeName: z.string(),
  weekStart: day,
  status: z.enum(TIMECARD_STATUSES),
  entries: z.array(TimecardEntrySchema),
  /** Crew time entered by others (absent or empty when there is none); counted in the week's hours. */
  crewEntries: z.optional(z.array(CrewHoursSchema)),
  /** Time off and holidays on the week's days (absent when there are none). */
  leave: z.optional(z.array(LeaveHoursSchema)),
  /** Hours worked on a day of leave or a holiday, one sentence per day, the day an ISO date the client formats (absent when there are none): the approver's flag. */
  conflicts: z.optional(z.array(z.string())),
  reason: z.nullable(z.string()),
  decidedBy: z.nullable(z.string()),
  /** Its approval route, kept from when it was submitted (issue #48 §4): absent for a one-step route. */
  route: z.optional(RouteSchema),
});
export type TimecardWeek = z.infer<typeof TimecardWeekSchema>;

export const PROJECT_STATUSES = ['active', 'on hold', 'closed'] as const;
export const ProjectSchema = z.strictObject({ jobNumber: z.string(), name: z.string(), status: z.enum(PROJECT_STATUSES), manager: z.string() });
export type Project = z.infer<typeof ProjectSchema>;

export const ProjectDetailSchema = z.strictObject({
  project: ProjectSchema,
  weekStart: day,
  hoursByPerson: z.array(z.strictObject({ employeeName: z.string(), hours: z.number() })),
});
export type ProjectDetail = z.infer<typeof ProjectDetailSchema>;

export const DecisionSchema = z.strictObject({ decision: z.enum(['approve', 'deny']), reason: z.optional(z.string().check(z.maxLength(500))) });
export type Decision = z.infer<typeof DecisionSchema>;

export const ApprovalItemSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('timeoff'),
    id: z.string(),
    request: TimeOffRequestSchema,
    /** The request's days that already have hours worked, read from the ledger when the queue is read (absent when none): the approver's flag. */
    workedDays: z.optional(z.array(WorkedDaySchema)),
    /** The approver the caller decides for, as their delegate (absent when it is the caller's own to decide; ADR 0178). */
    onBehalfOf: z.optional(z.string()),
    /** Where it is on its route and who has it: "Step 2 of 2: HR — waiting for HR" (issue #48 §4). */
    progress: z.optional(z.string()),
  }),
  z.strictObject({
    kind: z.literal('timecard'),
    id: z.string(),
    week: TimecardWeekSchema,
    /** The approver the caller decides for, as their delegate (absent when it is the caller's own to decide; ADR 0178). */
    onBehalfOf: z.optional(z.string()),
    /** Where it is on its route and who has it: "Step 2 of 2: Payroll — waiting for payroll" (issue #48 §4). */
    progress: z.optional(z.string()),
  }),
]);
export type ApprovalItem = z.infer<typeof ApprovalItemSchema>;

/** What happened to an approval item, oldest first (GET /approvals/history/{itemId}, from the audit trail). */
export const HISTORY_EVENTS = ['requested', 'changed', 'submitted', 'resubmitted', 'approved', 'denied', 'returned', 'cancelled'] as const;
export const ApprovalHistoryEntrySchema = z.strictObject({
  event: z.enum(HISTORY_EVENTS),
  /** When (ISO date-time); null for what happened before the trail was kept (seeded data). */
  at: z.nullable(TimestampSchema),
  /** Who did it (a name). */
  by: z.string(),
  /** The reason given with a deny or a return. */
  reason: z.nullable(z.string()),
});
export type ApprovalHistoryEntry = z.infer<typeof ApprovalHistoryEntrySchema>;

export const CrewMemberSchema = z.strictObject({ employeeId: z.string(), name: z.string() });
export type CrewMember = z.infer<typeof CrewMemberSchema>;

export const CrewEntrySchema = z.strictObject({
  jobNumber: z.string(),
  day,
  hours: z.number(),
  employeeIds: z.array(z.string()),
});
export type CrewEntry = z.infer<typeof CrewEntrySchema>;

/** One day of crew time the caller entered (issue #49): who, which job, which day, how many hours, and their week's status. */
export const CrewTimeEntrySchema = z.strictObject({
  employeeId: z.string(),
  employeeName: z.string(),
  jobNumber: z.string(),
  day,
  hours: z.number(),
  /** Only a draft or returned week can be changed. */
  weekStatus: z.enum(TIMECARD_STATUSES),
});
export type CrewTimeEntry = z.infer<typeof CrewTimeEntrySchema>;

/** The new hours of one day of crew time (quarter hours from 0.25 to 24; removing it is a DELETE). */
export const CrewTimeChangeSchema = z.strictObject({ hours: z.number() });
export type CrewTimeChange = z.infer<typeof CrewTimeChangeSchema>;

export const DashboardSchema = z.strictObject({
  pendingTimeOff: z.number(),
  /** Monday of the oldest week still to submit (draft or returned, before this week ends), if any. */
  weekToSubmit: z.nullable(day),
  weekToSubmitStatus: z.nullable(z.enum(TIMECARD_STATUSES)),
  /** null when the user approves nothing. */
  approvalsWaiting: z.nullable(z.number()),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

/** The first problem of a failed parse, as one sentence for a 422 body. */
export function firstIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request.';
  const where = issue.path.join('.');
  return where ? `${where}: ${issue.message}` : issue.message;
}

/** A company holiday: one per date (issue #26 §3). */
export const NewHolidaySchema = z.strictObject({ date: day, name: z.string().check(z.minLength(1), z.maxLength(100)) });
export type NewHoliday = z.infer<typeof NewHolidaySchema>;
export const HolidaySchema = z.strictObject({ ...NewHolidaySchema.shape });
export type Holiday = z.infer<typeof HolidaySchema>;

/** Someone's time off as a calendar shows it: who and when, approved or still pending (never the type or note). */
export const AbsenceSchema = z.strictObject({
  id: z.string(),
  employeeId: z.string(),
  employeeName: z.string(),
  firstDay: day,
  lastDay: day,
  status: z.enum(['pending', 'approved']),
});
export type Absence = z.infer<typeof AbsenceSchema>;

/** Who is out between two days (both included), and the holidays in them. */
export const CalendarSchema = z.strictObject({ from: day, to: day, absences: z.array(AbsenceSchema), holidays: z.array(HolidaySchema) });
export type Calendar = z.infer<typeof CalendarSchema>;

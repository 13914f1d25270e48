import * as z from 'zod/mini';
import '../zodMessages';
import { todayFrom } from '../people/today';
import type { ReadTables } from '../tables';
import { DaySchema as day, TimestampSchema } from '../dateSchemas';
import { HolidaySchema, TimeOffTypeSchema } from '../work/schemas';
import { BalanceAdjustmentSchema, BalanceEntrySchema, BalanceHistorySchema } from '../work/balances';
import { ROLES_ADJUST_BALANCES, ROLES_HR } from './roles';
import type { Operation } from './operation';

/**
 * The HR API (ADR 0140): the HR overview, what an HR admin looks at first, for HR roles only (others 403).
 * Headcount by department, who is out today (approved time off, with the day they are back), the company's pending
 * time-off requests (the oldest first) and the next company holidays. A plain read: the portal's endpoint is derived
 * from the operation (`tags`), and so is the mock API's handler (`answer`, which the service calls too, with the
 * rows it read), so the two compute it with one function.
 */

/** How many pending requests the overview lists (the total says how many there are). */
export const HR_PENDING_SHOWN = 10;
/** How many of the next company holidays it lists. */
export const HR_HOLIDAYS_SHOWN = 3;

export const DepartmentCountSchema = z.strictObject({ department: z.string(), people: z.number() });
export const OutTodaySchema = z.strictObject({ employeeId: z.string(), employeeName: z.string(), department: z.string(), timeOffType: TimeOffTypeSchema, backOn: day });
export const PendingTimeOffSchema = z.strictObject({
  id: z.string(),
  employeeId: z.string(),
  employeeName: z.string(),
  type: TimeOffTypeSchema,
  firstDay: day,
  lastDay: day,
  hours: z.number(),
  createdAt: TimestampSchema,
});
export const HrOverviewSchema = z.strictObject({
  today: day,
  headcount: z.strictObject({ total: z.number(), departments: z.array(DepartmentCountSchema) }),
  outToday: z.array(OutTodaySchema),
  pendingTimeOff: z.strictObject({ total: z.number(), oldest: z.array(PendingTimeOffSchema) }),
  nextHolidays: z.array(HolidaySchema),
});
export type HrOverview = z.infer<typeof HrOverviewSchema>;

/** Whether anything on the overview asks for an HR person's action today: pending requests, or people out. */
export const needsAttention = (overview: HrOverview) => overview.pendingTimeOff.total > 0 || overview.outToday.length > 0;

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A pending request as the overview lists it, its person's name beside it (their sign-in name when unknown). */
export type PendingRow = z.infer<typeof PendingTimeOffSchema>;
/** An approved request still running, with its person's name and department. */
export type ApprovedAhead = Pick<ReadTables['requests'][number], 'employeeId' | 'type' | 'firstDay' | 'lastDay'> & { employeeName: string; department: string };

/**
 * What the overview is made of (ADR 0173), each part as small as the page: the headcount per department, the approved
 * requests still running of the people out today, how many requests are pending and the oldest of them, the holidays
 * from today on. The service reads these with one query each (counts kept by triggers, indexes for the rest); the mock
 * API derives them from its tables (hrOverview). Either way, hrOverviewFrom makes the answer.
 */
export interface HrOverviewParts {
  headcount: readonly { department: string; people: number }[];
  approvedAhead: readonly ApprovedAhead[];
  pendingTotal: number;
  oldestPending: readonly PendingRow[];
  holidays: readonly { date: string; name: string }[];
}

/** Pending requests in the overview's order: the oldest first (then the first day, then the id). */
export const byAge = (a: PendingRow, b: PendingRow) => byText(a.createdAt, b.createdAt) || byText(a.firstDay, b.firstDay) || byText(a.id, b.id);

/** The answer from its parts. Departments and names sort by code point, so the service and the mock order them alike. */
export function hrOverviewFrom(parts: HrOverviewParts, today: string): HrOverview {
  const departments = parts.headcount.filter((d) => d.people > 0).map(({ department, people }) => ({ department, people })).sort((a, b) => byText(a.department, b.department));
  const outToday = [...new Set(parts.approvedAhead.filter((r) => r.firstDay <= today && today <= r.lastDay).map((r) => r.employeeId))]
    .flatMap((id) => {
      const theirs = parts.approvedAhead.filter((r) => r.employeeId === id);
      const status = todayFrom(theirs, today);
      const who = theirs[0];
      return who && status.status === 'out' ? [{ employeeId: id, employeeName: who.employeeName, department: who.department, timeOffType: status.timeOffType, backOn: status.backOn }] : [];
    })
    .sort((a, b) => byText(a.employeeName, b.employeeName) || byText(a.employeeId, b.employeeId));
  const nextHolidays = parts.holidays
    .filter((h) => h.date >= today)
    .map(({ date, name }) => ({ date, name }))
    .sort((a, b) => byText(a.date, b.date))
    .slice(0, HR_HOLIDAYS_SHOWN);
  return {
    today,
    headcount: { total: departments.reduce((sum, d) => sum + d.people, 0), departments },
    outToday,
    pendingTimeOff: { total: parts.pendingTotal, oldest: [...parts.oldestPending].sort(byAge).slice(0, HR_PENDING_SHOWN) },
    nextHolidays,
  };
}

/**
 * The overview on `today` from whole tables (the mock API): every person; the requests that are pending or approved
 * and still running (more rows change nothing); the holidays. A blank department counts as its own; a pending request
 * whose person is not in the directory is counted and listed under its sign-in name.
 */
export function hrOverview(tables: ReadTables, today: string): HrOverview {
  const person = new Map(tables.people.map((p) => [p.id, p]));
  const counts = new Map<string, number>();
  for (const p of tables.people) counts.set(p.department, (counts.get(p.department) ?? 0) + 1);
  const pending = tables.requests
    .filter((r) => r.status === 'pending')
    .map((r) => ({ id: r.id, employeeId: r.employeeId, employeeName: person.get(r.employeeId)?.name ?? r.employeeId, type: r.type, firstDay: r.firstDay, lastDay: r.lastDay, hours: r.hours, createdAt: r.createdAt }));
  return hrOverviewFrom(
    {
      headcount: [...counts].map(([department, people]) => ({ department, people })),
      approvedAhead: tables.requests.flatMap((r) => {
        const who = person.get(r.employeeId);
        return r.status === 'approved' && r.lastDay >= today && who ? [{ employeeId: r.employeeId, type: r.type, firstDay: r.firstDay, lastDay: r.lastDay, employeeName: who.name, department: who.department }] : [];
      }),
      pendingTotal: pending.length,
      oldestPending: pending,
      holidays: tables.holidays,
    },
    today,
  );
}

export const HR_OPERATIONS = {
  getHrOverview: {
    method: 'GET',
    path: '/hr/overview',
    summary: 'Headcount by department, who is out today (approved time off) and when they are back, the pending time-off requests company-wide (the oldest 10 and how many), and the next 3 company holidays',
    roles: ROLES_HR,
    response: HrOverviewSchema,
    status: 200,
    errors: [401, 403],
    tags: ['TimeOff', 'Calendar'],
    answer: (tables, { today }) => hrOverview(tables, today),
  },
  getPersonBalances: {
    method: 'GET',
    path: '/hr/balances/{employeeId}',
    summary: "A person's balances with every change of each, newest first, each with the balance after it, and the leave policies (HR admins; 404 for nobody)",
    roles: ROLES_ADJUST_BALANCES,
    response: BalanceHistorySchema,
    status: 200,
    errors: [401, 403, 404],
  },
  adjustBalance: {
    method: 'POST',
    path: '/hr/balances/{employeeId}/adjustments',
    summary:
      "Adjust a person's balance by some hours with a reason (1 to 500 characters), audited; refused (422) when it would take the balance below zero where its policy forbids that, or above its cap. An Idempotency-Key makes a repeat return the first answer",
    roles: ROLES_ADJUST_BALANCES,
    body: BalanceAdjustmentSchema,
    response: BalanceEntrySchema,
    status: 201,
    idempotent: true,
    errors: [400, 401, 403, 404, 422],
  },
} as const satisfies Record<string, Operation>;

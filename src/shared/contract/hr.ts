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

/**
 * The overview on `today` from the rows (every person; the requests that are pending or approved and still running;
 * the holidays from today on; more rows change nothing). Departments and names sort by code point, so the service
 * and the mock order them alike; a blank department counts as its own.
 */
export function hrOverview(tables: ReadTables, today: string): HrOverview {
  const person = new Map(tables.people.map((p) => [p.id, p]));
  const counts = new Map<string, number>();
  for (const p of tables.people) counts.set(p.department, (counts.get(p.department) ?? 0) + 1);
  const departments = [...counts].map(([department, people]) => ({ department, people })).sort((a, b) => byText(a.department, b.department));

  const approved = tables.requests.filter((r) => r.status === 'approved' && r.lastDay >= today);
  const outToday = [...new Set(approved.filter((r) => r.firstDay <= today).map((r) => r.employeeId))]
    .flatMap((id) => {
      const who = person.get(id);
      const status = todayFrom(
        approved.filter((r) => r.employeeId === id),
        today,
      );
      return who && status.status === 'out' ? [{ employeeId: id, employeeName: who.name, department: who.department, timeOffType: status.timeOffType, backOn: status.backOn }] : [];
    })
    .sort((a, b) => byText(a.employeeName, b.employeeName) || byText(a.employeeId, b.employeeId));

  const pending = tables.requests
    .filter((r) => r.status === 'pending' && person.has(r.employeeId))
    .map((r) => ({ id: r.id, employeeId: r.employeeId, employeeName: person.get(r.employeeId)?.name ?? r.employeeId, type: r.type, firstDay: r.firstDay, lastDay: r.lastDay, hours: r.hours, createdAt: r.createdAt }))
    .sort((a, b) => byText(a.createdAt, b.createdAt) || byText(a.firstDay, b.firstDay) || byText(a.id, b.id));

  const nextHolidays = tables.holidays
    .filter((h) => h.date >= today)
    .sort((a, b) => byText(a.date, b.date))
    .slice(0, HR_HOLIDAYS_SHOWN)
    .map(({ date, name }) => ({ date, name }));

  return {
    today,
    headcount: { total: tables.people.length, departments },
    outToday,
    pendingTimeOff: { total: pending.length, oldest: pending.slice(0, HR_PENDING_SHOWN) },
    nextHolidays,
  };
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

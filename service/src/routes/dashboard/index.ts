import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ROLES_APPROVE_TIME } from '../../../../src/shared/contract/work.ts';
import { hasAnyRole } from '../../../../src/shared/roles.ts';
import { mondayOf } from '../../../../src/shared/work/dates.ts';
import type { Dashboard } from '../../../../src/shared/work/schemas.ts';
import { today } from '../../clock.ts';
import * as t from '../../db/schema.ts';
import type { Handler, OperationName } from '../../plugins/contract.ts';
import { approvalsWaiting } from '../approvals/queries.ts';
import { editable, weekOf } from '../timecards/queries.ts';

const HANDLERS = {
  getDashboard: async (tx, { caller }) => {
    const thisWeek = mondayOf(today());
    const weeks = await tx
      .select({ weekStart: t.timecardWeeks.weekStart, status: t.timecardWeeks.status })
      .from(t.timecardWeeks)
      .where(and(eq(t.timecardWeeks.employeeId, caller.id), sql`${t.timecardWeeks.weekStart} < ${thisWeek}`, sql`${t.timecardWeeks.status} in ('draft', 'returned')`))
      .orderBy(asc(t.timecardWeeks.weekStart))
      .limit(1);
    const current = await weekOf(tx, caller.id, thisWeek);
    const open = weeks[0];
    const toSubmit = open ?? (editable(current.status) ? current : undefined);
    const [pending] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(t.timeOffRequests)
      .where(and(eq(t.timeOffRequests.employeeId, caller.id), sql`${t.timeOffRequests.status} = 'pending'`));
    const body: Dashboard = {
      pendingTimeOff: pending?.n ?? 0,
      weekToSubmit: toSubmit?.weekStart ?? null,
      weekToSubmitStatus: toSubmit?.status ?? null,
      approvalsWaiting: hasAnyRole(caller.roles, ROLES_APPROVE_TIME) ? await approvalsWaiting(tx, caller) : null,
    };
    return body;
  },
} satisfies Partial<Record<OperationName, Handler>>;

/** The home page's figures: requests pending, the week to submit, and for approvers what waits for them. */
export default function dashboardRoutes(app: FastifyInstance, _options: unknown, done: () => void): void {
  app.operations(HANDLERS);
  done();
}

import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { DEFAULT_ROUTING, validateRouting } from '../../../../src/shared/routing/schemas.ts';
import type { Routing } from '../../../../src/shared/routing/schemas.ts';
import { TIME_OFF_TYPES } from '../../../../src/shared/work/schemas.ts';
import { firstError } from '../../../../src/shared/work/rules.ts';
import type { Queryable as Tx } from '../../db/client.ts';
import * as t from '../../db/schema.ts';
import { audit } from '../../events/trail.ts';
import type { Handler, OperationName } from '../../plugins/contract.ts';
import { invalid } from '../../plugins/errors.ts';

/** The routing settings as kept (a type without a row, or timecards without theirs: the default). */
export async function routingOf(tx: Tx): Promise<Routing> {
  const [rows, cards] = await Promise.all([tx.select().from(t.approvalRoutes), tx.select().from(t.timecardRoutes)]);
  const hrAboveDays = { ...DEFAULT_ROUTING.hrAboveDays };
  for (const row of rows) hrAboveDays[row.type] = row.hrAboveDays;
  const [timecards] = cards;
  return { hrAboveDays, payrollAboveOvertimeHours: timecards ? timecards.payrollAboveOvertimeHours : DEFAULT_ROUTING.payrollAboveOvertimeHours };
}

/** Writes a routing's rows: one per leave type, and the timecards' one. */
export async function writeRouting(tx: Tx, routing: Routing, updatedBy: string | null): Promise<void> {
  await tx
    .insert(t.approvalRoutes)
    .values(TIME_OFF_TYPES.map((type) => ({ type, hrAboveDays: routing.hrAboveDays[type], updatedBy })))
    .onConflictDoUpdate({ target: t.approvalRoutes.type, set: { hrAboveDays: sql`excluded.hr_above_days`, updatedBy, updatedAt: sql`now()` } });
  await tx
    .insert(t.timecardRoutes)
    .values({ id: 'timecards', payrollAboveOvertimeHours: routing.payrollAboveOvertimeHours, updatedBy })
    .onConflictDoUpdate({ target: t.timecardRoutes.id, set: { payrollAboveOvertimeHours: routing.payrollAboveOvertimeHours, updatedBy, updatedAt: sql`now()` } });
}

/**
 * Approval routing settings (issue #48 §4, ADR 0179): read by HR, changed by an HR admin (roles checked by the contract),
 * checked here (422 with a message per field), written in the request's transaction with its trail row. A request
 * keeps the route it was given when asked for: a change applies to new requests only.
 */
const HANDLERS = {
  getRouting: async (tx) => routingOf(tx),
  updateRouting: async (tx, { caller, body }) => {
    const routing = body as Routing;
    const errors = validateRouting(routing);
    const problem = firstError(errors);
    if (problem) throw invalid(problem, errors);
    const before = await routingOf(tx);
    await writeRouting(tx, routing, caller.id);
    const after = await routingOf(tx);
    await audit(tx, caller, 'routing.update', 'approval_routes', 'routes', before, after);
    return after;
  },
} satisfies Partial<Record<OperationName, Handler>>;

export default function routingRoutes(app: FastifyInstance, _options: unknown, done: () => void): void {
  app.operations(HANDLERS);
  done();
}

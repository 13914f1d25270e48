import * as z from 'zod/mini';
import '../zodMessages';
import { daysInclusive } from '../work/dates';
import type { FieldErrors } from '../work/rules';
import type { TimeOffType } from '../work/schemas';

/**
 * Approval routing as data (issue #48 §4, ADR 0179): the steps an item passes, from settings an HR admin keeps. Time
 * off: its manager, then HR when it is longer than the type's number of days (none: never). A timecard: its manager,
 * then payroll when the week has more overtime than the number of hours set (none: never). An item keeps the route it
 * was given when it was asked for or submitted (`route` and `step`): a change of the settings applies to new ones.
 * One rule for the service and the mock API.
 */
export const ROUTE_STEPS = ['manager', 'hr', 'payroll'] as const;
export const RouteStepSchema = z.enum(ROUTE_STEPS);
export type RouteStep = z.infer<typeof RouteStepSchema>;

export const STEP_LABELS: Record<RouteStep, string> = { manager: 'Manager', hr: 'HR', payroll: 'Payroll' };

/** Where an item is on its route: its steps, and the index of the one it waits at (the last one once decided). */
export const RouteSchema = z.strictObject({ steps: z.array(RouteStepSchema), at: z.number() });
export type Route = z.infer<typeof RouteSchema>;

/**
 * HR's step for each leave type: above how many days (first to last day, both counted); null: never. Payroll's step
 * for timecards: above how many hours of overtime in the week (0: any overtime); null: never.
 */
export const RoutingSchema = z.strictObject({
  hrAboveDays: z.strictObject({ vacation: z.nullable(z.number()), sick: z.nullable(z.number()), personal: z.nullable(z.number()) }),
  payrollAboveOvertimeHours: z.nullable(z.number()),
});
export type Routing = z.infer<typeof RoutingSchema>;

/**
 * The seeded default: a manager decides short leave; longer than five days goes to HR after the manager. A week with
 * any overtime goes to payroll after the manager.
 */
export const DEFAULT_ROUTING: Routing = { hrAboveDays: { vacation: 5, sick: 5, personal: 5 }, payrollAboveOvertimeHours: 0 };

/** The most overtime hours the payroll step's setting takes (a week has 168 hours, 40 of them regular). */
export const MAX_OVERTIME_SETTING = 128;

export const ROUTING_TEXTS = {
  days: 'Use a whole number of days from 1 to 365, or leave it empty for no HR step.',
  overtime: `Use a whole number of hours from 0 to ${MAX_OVERTIME_SETTING}, or leave it empty for no payroll step.`,
  hrOnly: 'Only HR can decide at this step.',
  payrollOnly: 'Only payroll can decide at this step.',
  managerFirst: 'Its manager decides this step first.',
} as const;

export type RoutingField = `hrAboveDays.${TimeOffType}` | 'payrollAboveOvertimeHours';

/** What is wrong with routing settings, field by field (empty when nothing is). */
export function validateRouting(routing: Routing): FieldErrors<RoutingField> {
  const errors: FieldErrors<RoutingField> = {};
  for (const [type, days] of Object.entries(routing.hrAboveDays) as [TimeOffType, number | null][]) {
    if (days !== null && (!Number.isInteger(days) || days < 1 || days > 365)) errors[`hrAboveDays.${type}`] = ROUTING_TEXTS.days;
  }
  const hours = routing.payrollAboveOvertimeHours;
  if (hours !== null && (!Number.isInteger(hours) || hours < 0 || hours > MAX_OVERTIME_SETTING)) errors.payrollAboveOvertimeHours = ROUTING_TEXTS.overtime;
  return errors;
}

/** The route a new request takes under `routing`. */
export function routeFor(routing: Routing, request: { type: TimeOffType; firstDay: string; lastDay: string }): RouteStep[] {
  const above = routing.hrAboveDays[request.type];
  return above !== null && daysInclusive(request.firstDay, request.lastDay) > above ? ['manager', 'hr'] : ['manager'];
}

/**
 * The route a week takes when it is submitted under `routing`: its manager, then payroll when its overtime (worked
 * hours past 40, own and crew) is more than the setting. Someone without a manager has one step, which payroll
 * decides (as every week of theirs always was): payroll would otherwise approve it twice.
 */
export function timecardRouteFor(routing: Routing, overtimeHours: number, hasManager: boolean): RouteStep[] {
  const above = routing.payrollAboveOvertimeHours;
  return hasManager && above !== null && overtimeHours > above ? ['manager', 'payroll'] : ['manager'];
}

/** Where an item is on its route, short: "Step 2 of 2: HR". */
export const stepLabel = (route: Route) => `Step ${route.at + 1} of ${route.steps.length}: ${STEP_LABELS[stepAt({ route })]}`;

/** "Step 2 of 2: HR — waiting for HR" / "Step 1 of 2: Manager — waiting for Morgan Lee". */
export function progressText(route: Route, waitingFor: string): string {
  return `${stepLabel(route)} — waiting for ${waitingFor}`;
}

/** Whom a step waits for, in words: the manager's name, HR, or payroll. */
export const waitingForText = (step: RouteStep, managerName: string | null) => (step === 'hr' ? 'HR' : step === 'payroll' ? 'payroll' : (managerName ?? 'their manager'));

/** The step an item is at: its manager's, unless its route says otherwise. */
export const stepAt = (item: { route?: Route }): RouteStep => (item.route ? (item.route.steps[item.route.at] ?? 'manager') : 'manager');

/** An item's route as the API answers it: absent for a route of one step. */
export const routeOf = (steps: readonly RouteStep[], at: number): { route?: Route } => (steps.length > 1 ? { route: { steps: [...steps], at } } : {});

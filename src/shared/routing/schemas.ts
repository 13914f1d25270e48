import * as z from 'zod/mini';
import '../zodMessages';
import { daysInclusive } from '../work/dates';
import type { FieldErrors } from '../work/rules';
import type { TimeOffType } from '../work/schemas';

/**
 * Approval routing as data (issue #48 §4, ADR 0179): the steps an item passes, from settings an HR admin keeps. Time
 * off: its manager, then HR when it is longer than the type's number of days (none: never). A request keeps the route
 * it was given when it was asked for (`route` and `step` on the item): a change of the settings applies to new ones.
 * One rule for the service and the mock API.
 */
export const ROUTE_STEPS = ['manager', 'hr'] as const;
export const RouteStepSchema = z.enum(ROUTE_STEPS);
export type RouteStep = z.infer<typeof RouteStepSchema>;

export const STEP_LABELS: Record<RouteStep, string> = { manager: 'Manager', hr: 'HR' };

/** Where an item is on its route: its steps, and the index of the one it waits at (the last one once decided). */
export const RouteSchema = z.strictObject({ steps: z.array(RouteStepSchema), at: z.number() });
export type Route = z.infer<typeof RouteSchema>;

/** HR's step for each leave type: above how many days (first to last day, both counted); null: never. */
export const RoutingSchema = z.strictObject({
  hrAboveDays: z.strictObject({ vacation: z.nullable(z.number()), sick: z.nullable(z.number()), personal: z.nullable(z.number()) }),
});
export type Routing = z.infer<typeof RoutingSchema>;

/** The seeded default: a manager decides short leave; longer than five days goes to HR after the manager. */
export const DEFAULT_ROUTING: Routing = { hrAboveDays: { vacation: 5, sick: 5, personal: 5 } };

export const ROUTING_TEXTS = {
  days: 'Use a whole number of days from 1 to 365, or leave it empty for no HR step.',
  hrOnly: 'Only HR can decide at this step.',
} as const;

export type RoutingField = `hrAboveDays.${TimeOffType}`;

/** What is wrong with routing settings, field by field (empty when nothing is). */
export function validateRouting(routing: Routing): FieldErrors<RoutingField> {
  const errors: FieldErrors<RoutingField> = {};
  for (const [type, days] of Object.entries(routing.hrAboveDays) as [TimeOffType, number | null][]) {
    if (days !== null && (!Number.isInteger(days) || days < 1 || days > 365)) errors[`hrAboveDays.${type}`] = ROUTING_TEXTS.days;
  }
  return errors;
}

/** The route a new request takes under `routing`. */
export function routeFor(routing: Routing, request: { type: TimeOffType; firstDay: string; lastDay: string }): RouteStep[] {
  const above = routing.hrAboveDays[request.type];
  return above !== null && daysInclusive(request.firstDay, request.lastDay) > above ? ['manager', 'hr'] : ['manager'];
}

/** "Step 2 of 2: HR — waiting for HR" / "Step 1 of 2: Manager — waiting for Morgan Lee". */
export function progressText(route: Route, waitingFor: string): string {
  const step = route.steps[route.at] ?? 'manager';
  return `Step ${route.at + 1} of ${route.steps.length}: ${STEP_LABELS[step]} — waiting for ${waitingFor}`;
}

/** Whom a step waits for, in words: the manager's name, or HR. */
export const waitingForText = (step: RouteStep, managerName: string | null) => (step === 'hr' ? 'HR' : (managerName ?? 'their manager'));

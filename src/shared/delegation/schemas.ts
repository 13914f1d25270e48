import * as z from 'zod/mini';
import '../zodMessages';
import { DaySchema, TimestampSchema } from '../dateSchemas';
import type { FieldErrors } from '../work/rules';

/**
 * Delegation of approvals (issue #48 §3, ADR 0178): an approver names a delegate for some days, or for whenever their
 * own leave is approved (`whenOnLeave`). While it runs, what waits for the approver waits for the delegate too (both may
 * decide); a delegate's decision is recorded "by X on behalf of Y". One rule for the service and the mock API.
 */
export const NewDelegationSchema = z.strictObject({
  delegateId: z.string().check(z.minLength(1), z.maxLength(200)),
  /** The days it runs (both included); null with `whenOnLeave`. */
  firstDay: z.nullable(DaySchema),
  lastDay: z.nullable(DaySchema),
  /** It runs on the days of the approver's approved time off instead of fixed days. */
  whenOnLeave: z.boolean(),
});
export type NewDelegation = z.infer<typeof NewDelegationSchema>;

export const DelegationSchema = z.strictObject({
  id: z.string(),
  approverId: z.string(),
  approverName: z.string(),
  delegateId: z.string(),
  delegateName: z.string(),
  firstDay: z.nullable(DaySchema),
  lastDay: z.nullable(DaySchema),
  whenOnLeave: z.boolean(),
  /** It runs today (its days include today, or today is a day of the approver's approved leave). */
  active: z.boolean(),
  createdAt: TimestampSchema,
});
export type Delegation = z.infer<typeof DelegationSchema>;

/** A person who may be named a delegate. */
export const DelegateChoiceSchema = z.strictObject({ id: z.string(), name: z.string() });
export type DelegateChoice = z.infer<typeof DelegateChoiceSchema>;

/** The caller's delegations (given: theirs as approver; received: those naming them), and whom they may name. */
export const DelegationsSchema = z.strictObject({
  given: z.array(DelegationSchema),
  received: z.array(DelegationSchema),
  choices: z.array(DelegateChoiceSchema),
});
export type Delegations = z.infer<typeof DelegationsSchema>;

export const DELEGATION_TEXTS = {
  self: 'You cannot be your own delegate.',
  noPerson: 'Choose a person to be your delegate.',
  firstDay: 'Choose the first day.',
  lastDay: 'Choose the last day.',
  order: 'The last day cannot be before the first day.',
  past: 'The last day cannot be in the past.',
  notFound: 'Delegation not found.',
  /** Only the approver or their delegate while it runs (403). */
  notYours: 'Only the approver or their delegate can decide on this item.',
} as const;

/** An overlap with a delegation the approver already has (409). */
export const overlapText = (other: Pick<Delegation, 'delegateName' | 'firstDay' | 'lastDay' | 'whenOnLeave'>): string =>
  other.whenOnLeave
    ? `You already have a delegate for your approved leave: ${other.delegateName}. End that delegation first.`
    : `You already have a delegate for some of these days: ${other.delegateName}, ${other.firstDay ?? ''} to ${other.lastDay ?? ''}. End that delegation first or choose other days.`;

/** "Pat Morgan on behalf of Morgan Lee": who decided, as the item and its history show it. */
export const onBehalfOf = (delegateName: string, approverName: string) => `${delegateName} on behalf of ${approverName}`;

/** What is wrong with a new delegation, field by field (empty when nothing is). `today` is the company's day. */
export function validateDelegation(input: NewDelegation, callerId: string, today: string, isPerson: (id: string) => boolean): FieldErrors<keyof NewDelegation> {
  const errors: FieldErrors<keyof NewDelegation> = {};
  if (input.delegateId === callerId) errors.delegateId = DELEGATION_TEXTS.self;
  else if (!isPerson(input.delegateId)) errors.delegateId = DELEGATION_TEXTS.noPerson;
  if (!input.whenOnLeave) {
    if (input.firstDay === null) errors.firstDay = DELEGATION_TEXTS.firstDay;
    if (input.lastDay === null) errors.lastDay = DELEGATION_TEXTS.lastDay;
    else if (input.firstDay !== null && input.lastDay < input.firstDay) errors.lastDay = DELEGATION_TEXTS.order;
    else if (input.lastDay < today) errors.lastDay = DELEGATION_TEXTS.past;
  }
  return errors;
}

/** The approver's delegation the new one overlaps, if any: fixed days that meet, or a second one for leave. */
export function overlapping<D extends Pick<Delegation, 'firstDay' | 'lastDay' | 'whenOnLeave'>>(input: NewDelegation, existing: readonly D[]): D | undefined {
  return existing.find((d) =>
    input.whenOnLeave || d.whenOnLeave
      ? input.whenOnLeave && d.whenOnLeave
      : d.firstDay !== null && d.lastDay !== null && input.firstDay !== null && input.lastDay !== null && d.firstDay <= input.lastDay && input.firstDay <= d.lastDay,
  );
}

/** Whether a delegation runs on `today`: its days include it, or (for leave) the approver has approved leave that day. */
export function runsOn(d: Pick<Delegation, 'firstDay' | 'lastDay' | 'whenOnLeave'>, today: string, approverOnLeave: boolean): boolean {
  return d.whenOnLeave ? approverOnLeave : d.firstDay !== null && d.lastDay !== null && d.firstDay <= today && today <= d.lastDay;
}

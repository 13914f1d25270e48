import { DelegationSchema, DelegationsSchema, NewDelegationSchema } from '../delegation/schemas';
import type { Operation } from './operation';

/**
 * Delegation of approvals (issue #48 §3, ADR 0178): a signed-in person names a delegate for some days or for their
 * approved leave, and ends it. What a delegate may then decide is the approvals API's (src/shared/contract/work.ts).
 */
export const DELEGATION_OPERATIONS = {
  getDelegations: {
    method: 'GET',
    path: '/delegations',
    summary: "The caller's delegations not yet ended: those they gave as approver and those naming them as delegate (each with whether it runs today), and the people they may name",
    response: DelegationsSchema,
    status: 200,
    errors: [401],
  },
  createDelegation: {
    method: 'POST',
    path: '/delegations',
    summary:
      "Name a delegate for some days (both included) or for the days of the caller's approved leave (`whenOnLeave`): while it runs, what waits for the caller's approval waits for the delegate too. 422 for oneself or days that do not make sense; 409 when it overlaps a delegation the caller already has. An Idempotency-Key makes a repeat return the first answer",
    body: NewDelegationSchema,
    response: DelegationSchema,
    status: 201,
    idempotent: true,
    errors: [400, 401, 409, 422],
  },
  endDelegation: {
    method: 'DELETE',
    path: '/delegations/{delegationId}',
    summary: "End one of the caller's delegations now: what waits comes back to the caller alone (done already when it has ended)",
    status: 204,
    errors: [401, 404],
  },
} as const satisfies Record<string, Operation>;

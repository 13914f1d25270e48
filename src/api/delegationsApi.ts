import { apiSlice } from './apiSlice';
import { IDEMPOTENCY_HEADER } from '../shared/contract/errors';
import { pathOf } from '../shared/contract/operation';
import { DELEGATION_OPERATIONS as OPS } from '../shared/contract/delegations';
import type { Delegation, Delegations, NewDelegation } from '../shared/delegation/schemas';

/**
 * The caller's delegations of approvals (src/shared/contract/delegations.ts, ADR 0178), checked on arrival. A change
 * invalidates the approvals too: a delegation that starts or ends changes whose items wait for whom.
 */
export const delegationsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getDelegations: build.query<Delegations, void>({ query: () => OPS.getDelegations.path, responseSchema: OPS.getDelegations.response, providesTags: ['Delegation'] }),
    createDelegation: build.mutation<Delegation, { body: NewDelegation; idempotencyKey: string }>({
      query: ({ body, idempotencyKey }) => ({ url: OPS.createDelegation.path, method: 'POST', body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey }, successToast: 'Delegate named' }),
      responseSchema: OPS.createDelegation.response,
      invalidatesTags: ['Delegation', 'Approval', 'Dashboard'],
    }),
    endDelegation: build.mutation<void, string>({
      query: (delegationId) => ({ url: pathOf(OPS.endDelegation, { delegationId }), method: 'DELETE', successToast: 'Delegation ended' }),
      invalidatesTags: ['Delegation', 'Approval', 'Dashboard'],
    }),
  }),
});

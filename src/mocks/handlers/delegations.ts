import { http, HttpResponse } from 'msw';
import { DELEGATION_OPERATIONS as OPS } from '../../shared/contract/delegations';
import { DELEGATION_TEXTS, NewDelegationSchema, overlapText, overlapping, runsOn, validateDelegation } from '../../shared/delegation/schemas';
import type { DelegateChoice, Delegation } from '../../shared/delegation/schemas';
import { PEOPLE } from '../../shared/demo/work';
import { isoDate } from '../../shared/work/dates';
import { firstError } from '../../shared/work/rules';
import type { TimeOffRequest } from '../../shared/work/schemas';
import { NOTICES } from '../../shared/work/notices';
import type { Notice } from '../../shared/work/notices';
import { authorize, conflict, invalid, notFound } from './identity';
import { idempotentCreates, parse } from './requests';

type Stored = Omit<Delegation, 'active' | 'approverName' | 'delegateName'> & { ended: boolean };

/**
 * Delegations of approvals (src/shared/contract/delegations.ts, ADR 0178) in memory, with the rules the service keeps
 * (src/shared/delegation/schemas.ts). `delegators` tells the work handlers whose items wait for a delegate today.
 */
export function delegationHandlers(basePath: string, requests: () => readonly TimeOffRequest[], notify: (userId: string, notice: Notice) => void) {
  let stored: Stored[] = [];
  let made = 0;
  const creates = idempotentCreates();
  const at = (path: string) => `*${basePath.replace(/\/$/, '')}${path.replace(/\{(\w+)\}/g, ':$1')}`;
  const today = () => isoDate(new Date());
  const nameOf = (id: string) => PEOPLE.find((p) => p.id === id)?.name ?? id;
  const onLeave = (id: string, day: string) => requests().some((r) => r.employeeId === id && r.status === 'approved' && r.firstDay <= day && day <= r.lastDay);
  const view = (d: Stored): Delegation => {
    const { ended, ...rest } = d;
    return { ...rest, approverName: nameOf(d.approverId), delegateName: nameOf(d.delegateId), active: !ended && runsOn(d, today(), onLeave(d.approverId, today())) };
  };
  const live = (d: Stored) => !d.ended && (d.whenOnLeave || (d.lastDay ?? '') >= today());
  const handlers = [
    http.get(at(OPS.getDelegations.path), ({ request }) => {
      const caller = authorize(request);
      if (caller instanceof Response) return caller;
      const mine = stored.filter(live);
      const choices = PEOPLE.filter((p) => p.id !== caller.id)
        .map((p) => ({ id: p.id, name: p.name }))
        .sort((a, b) => a.name.localeCompare(b.name));
      return HttpResponse.json({ given: mine.filter((d) => d.approverId === caller.id).map(view), received: mine.filter((d) => d.delegateId === caller.id).map(view), choices });
    }),
    http.post(at(OPS.createDelegation.path), async ({ request }) => {
      const caller = authorize(request);
      if (caller instanceof Response) return caller;
      const input = await parse(request, NewDelegationSchema);
      if (input instanceof Response) return input;
      return creates.once(request, caller, input, () => {
        const errors = validateDelegation(input, caller.id, today(), (id) => PEOPLE.some((p) => p.id === id));
        const problem = firstError(errors);
        if (problem) return invalid(problem, errors);
        const clash = overlapping(input, stored.filter((d) => live(d) && d.approverId === caller.id).map(view));
        if (clash) return conflict(overlapText(clash));
        made += 1;
        const d: Stored = {
          id: `dg-${made}`,
          approverId: caller.id,
          delegateId: input.delegateId,
          firstDay: input.whenOnLeave ? null : input.firstDay,
          lastDay: input.whenOnLeave ? null : input.lastDay,
          whenOnLeave: input.whenOnLeave,
          createdAt: new Date().toISOString(),
          ended: false,
        };
        stored = [...stored, d];
        notify(d.delegateId, NOTICES.delegationGiven(view(d)));
        return HttpResponse.json(view(d), { status: 201 });
      });
    }),
    http.delete(at(OPS.endDelegation.path), ({ request, params }) => {
      const caller = authorize(request);
      if (caller instanceof Response) return caller;
      const found = stored.find((d) => d.id === String(params.delegationId) && d.approverId === caller.id);
      if (!found) return notFound(DELEGATION_TEXTS.notFound);
      stored = stored.map((d) => (d === found ? { ...d, ended: true } : d));
      if (!found.ended) notify(found.delegateId, NOTICES.delegationEnded(nameOf(found.approverId)));
      return new HttpResponse(null, { status: 204 });
    }),
  ];
  return {
    handlers,
    /** The approvers whose delegation to `delegateId` runs today. */
    delegators: (delegateId: string): DelegateChoice[] =>
      stored
        .filter((d) => d.delegateId === delegateId)
        .map(view)
        .filter((d) => d.active)
        .map((d) => ({ id: d.approverId, name: d.approverName })),
    reset() {
      stored = [];
      made = 0;
      creates.reset();
    },
  };
}

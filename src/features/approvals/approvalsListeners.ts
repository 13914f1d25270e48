import type { AppDispatch, AppStartListening } from '../../app/types';
import type { ApiError } from '../../lib/apiErrors';
import { workApi } from '../../api/workApi';
import { validateDecision } from '../../lib/work/rules';
import type { ApprovalItem, Decision } from '../../lib/work/schemas';
import { modalRequested } from '../modals/events';
import { modalClosed } from '../modals/events';
import { approveClicked, decisionAnswered, DENY_MODAL_ID, denyClicked, denyFinished, denySubmitClicked, reasonChecked } from './approvalsSlice';

/** A refusal that means the item changed since the queue was read: someone decided it, or it was cancelled. */
const isConflict = (error: ApiError) => error.status === 409 || error.status === 404;

export function addApprovalsListeners(startAppListening: AppStartListening): void {
  /** Sends one decision on the item it was made on and puts the server's answer on that item's row. */
  async function decide(item: ApprovalItem, decision: Decision, dispatch: AppDispatch): Promise<void> {
    const result = await dispatch(workApi.endpoints.decide.initiate({ item, decision }));
    if (!('error' in result) || result.error === undefined) {
      dispatch(decisionAnswered({ id: item.id, outcome: 'done' }));
      return;
    }
    const error = result.error as ApiError;
    dispatch(isConflict(error) ? decisionAnswered({ id: item.id, outcome: 'conflict', message: error.message }) : decisionAnswered({ id: item.id, outcome: 'failed' }));
  }

  startAppListening({
    // Only the click that put a decision on the row sends one: a second click (a double click) finds it there.
    predicate: (action, _state, original) => approveClicked.match(action) && original.approvals.decisions[action.payload.item.id] === undefined,
    effect: async (action, api) => {
      if (!approveClicked.match(action)) return;
      await decide(action.payload.item, { decision: 'approve' }, api.dispatch);
    },
  });
  startAppListening({
    predicate: (action, _state, original) => denyClicked.match(action) && original.approvals.decisions[action.payload.item.id] === undefined,
    effect: (action, api) => {
      if (!denyClicked.match(action)) return;
      const { item } = action.payload;
      const timeOff = item.kind === 'timeoff';
      const name = item.kind === 'timeoff' ? item.request.employeeName : item.week.employeeName;
      api.dispatch(
        modalRequested({
          id: DENY_MODAL_ID,
          type: 'custom',
          title: timeOff ? 'Deny time off' : 'Return timecard',
          subtitle: timeOff ? `${name} is told why.` : `${name} is told why and can correct the week.`,
          content: { key: DENY_MODAL_ID },
          closeOnOverlayClick: false,
          primaryAction: { label: timeOff ? 'Deny' : 'Return', onClick: denySubmitClicked(), variant: 'danger' },
          secondaryAction: { label: 'Cancel' },
        }),
      );
    },
  });
  startAppListening({
    actionCreator: denySubmitClicked,
    effect: async (_action, api) => {
      const { denying, reason } = api.getState().approvals;
      if (!denying || api.getState().approvals.decisions[denying.id]) return;
      const decision = { decision: 'deny' as const, reason: reason.trim() };
      const problem = validateDecision(decision).reason ?? null;
      api.dispatch(reasonChecked(problem));
      if (problem) return;
      api.dispatch(modalClosed(DENY_MODAL_ID));
      api.dispatch(denyFinished());
      await decide(denying, decision, api.dispatch);
    },
  });
}

import type { AppStartListening } from '../../app/types';
import { workApi } from '../../api/workApi';
import { validateDecision } from '../../lib/work/rules';
import { modalRequested } from '../modals/events';
import { modalClosed } from '../modals/events';
import { approveClicked, DENY_MODAL_ID, denyClicked, denyFinished, denySubmitClicked, reasonChecked } from './approvalsSlice';

export function addApprovalsListeners(startAppListening: AppStartListening): void {
  startAppListening({
    actionCreator: approveClicked,
    effect: (action, api) => {
      // Optimistic: the item leaves the queue at once and comes back if the call fails (workApi.decide).
      void api.dispatch(workApi.endpoints.decide.initiate({ item: action.payload, decision: { decision: 'approve' } }));
    },
  });
  startAppListening({
    actionCreator: denyClicked,
    effect: (action, api) => {
      const item = action.payload;
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
    effect: (_action, api) => {
      const { denying, reason } = api.getState().approvals;
      if (!denying) return;
      const decision = { decision: 'deny' as const, reason: reason.trim() };
      const problem = validateDecision(decision).reason ?? null;
      api.dispatch(reasonChecked(problem));
      if (problem) return;
      api.dispatch(modalClosed(DENY_MODAL_ID));
      api.dispatch(denyFinished());
      void api.dispatch(workApi.endpoints.decide.initiate({ item: denying, decision }));
    },
  });
}

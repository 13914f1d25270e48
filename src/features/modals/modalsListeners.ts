import type { AppStartListening } from '../../app/types';
import { modalActionClicked, modalCancelClicked, modalClosed, modalConfirmClicked, modalDismissed } from './events';

/** Callbacks of the modal config are stored actions; this is where they are dispatched. */
export function addModalListeners(startAppListening: AppStartListening): void {
  startAppListening({
    actionCreator: modalConfirmClicked,
    effect: (action, api) => {
      const modal = api.getOriginalState().modals.stack.find((m) => m.id === action.payload.id);
      if (modal?.onConfirm) api.dispatch(modal.onConfirm);
    },
  });
  startAppListening({
    actionCreator: modalCancelClicked,
    effect: (action, api) => {
      const modal = api.getOriginalState().modals.stack.find((m) => m.id === action.payload.id);
      if (modal?.onCancel) api.dispatch(modal.onCancel);
    },
  });
  startAppListening({
    actionCreator: modalDismissed,
    effect: (action, api) => {
      const before = api.getOriginalState().modals.stack.find((m) => m.id === action.payload.id);
      const closed = before && !api.getState().modals.stack.some((m) => m.id === action.payload.id);
      if (closed && before.onCancel) api.dispatch(before.onCancel);
    },
  });
  startAppListening({
    actionCreator: modalActionClicked,
    effect: (action, api) => {
      const modal = api.getState().modals.stack.find((m) => m.id === action.payload.id);
      const button = action.payload.which === 'primary' ? modal?.primaryAction : modal?.secondaryAction;
      if (!modal || !button || button.disabled || button.isLoading) return;
      if (button.onClick) api.dispatch(button.onClick);
      else api.dispatch(modalClosed(modal.id));
    },
  });
}

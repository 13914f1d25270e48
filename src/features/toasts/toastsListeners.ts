import { isAnyOf } from '@reduxjs/toolkit';
import type { AppStartListening } from '../../app/types';
import { toastRequested } from './events';
import { stackKeyOf } from './toastsSlice';
import { toastActionClicked, toastCloseClicked, toastExpired, toastHovered, toastLeft } from './events';

/** Expiry timers are listener code: each running countdown waits for its time or for something that stops it. */
export function addToastListeners(startAppListening: AppStartListening): void {
  startAppListening({
    actionCreator: toastRequested,
    effect: (action) => {
      if (action.payload.title.trim() === '') console.warn('Toast refused: a toast needs a title.', action.payload);
    },
  });

  startAppListening({
    matcher: isAnyOf(toastRequested, toastLeft),
    effect: async (action, api) => {
      let id: string | undefined;
      if (toastLeft.match(action)) id = action.payload.id;
      else if (toastRequested.match(action)) id = api.getState().toasts.items.find((t) => t.stackKey === stackKeyOf(action.payload.type, action.payload.title))?.id;
      const toast = api.getState().toasts.items.find((t) => t.id === id);
      if (!id || !toast || toast.duration === 0 || toast.runningSince === null) return;
      const stopped = await api.condition(
        (next) =>
          (isAnyOf(toastHovered, toastCloseClicked, toastExpired, toastActionClicked)(next) && next.payload.id === id) ||
          (toastRequested.match(next) && stackKeyOf(next.payload.type, next.payload.title) === toast.stackKey),
        toast.remaining,
      );
      if (!stopped) api.dispatch(toastExpired({ id }));
    },
  });

  startAppListening({
    actionCreator: toastActionClicked,
    effect: (action, api) => {
      const stored = api.getOriginalState().toasts.items.find((t) => t.id === action.payload.id)?.action;
      if (stored) api.dispatch(stored.action);
    },
  });
}

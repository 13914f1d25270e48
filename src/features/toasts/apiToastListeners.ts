import { isFulfilled, isRejectedWithValue } from '@reduxjs/toolkit';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { AppStartListening } from '../../app/types';
import type { ApiMeta } from '../../api/baseQuery';
import type { ApiError } from '../../lib/apiErrors';
import { apiCallEnded, apiCallSlow } from '../../api/events';
import { toastRequested } from './events';
import { toastWithdrawn } from './events';

/** The loading toast of a call still running after SLOW_NOTICE_MS (ADR 0090); it never expires. */
export const SLOW_CALL_TOAST = {
  type: 'loading',
  title: 'Still trying',
  message: 'The server is slow to answer. The portal keeps trying for up to 30 seconds.',
} as const;

function apiMetaOf(action: UnknownAction): ApiMeta | undefined {
  const meta = (action as { meta?: { baseQueryMeta?: ApiMeta } }).meta;
  return meta?.baseQueryMeta;
}

const fromApi = (action: UnknownAction) => action.type.startsWith('api/');

/** Each failed call becomes an error toast unless the request opted out; optional success toasts (spec §8). */
export function addApiToastListeners(startAppListening: AppStartListening): void {
  startAppListening({
    predicate: (action) => fromApi(action) && isRejectedWithValue(action),
    effect: (action, api) => {
      const meta = apiMetaOf(action);
      const error = (action as { payload?: ApiError }).payload;
      if (!meta?.errorToast || !error) return;
      api.dispatch(toastRequested({ type: 'error', title: error.title, message: error.message }));
    },
  });
  startAppListening({
    actionCreator: apiCallSlow,
    effect: (_action, api) => {
      api.dispatch(toastRequested({ ...SLOW_CALL_TOAST }));
    },
  });
  startAppListening({
    actionCreator: apiCallEnded,
    effect: (_action, api) => {
      api.dispatch(toastWithdrawn({ type: SLOW_CALL_TOAST.type, title: SLOW_CALL_TOAST.title }));
    },
  });
  startAppListening({
    predicate: (action) => fromApi(action) && isFulfilled(action),
    effect: (action, api) => {
      const meta = apiMetaOf(action);
      if (meta?.successToast) api.dispatch(toastRequested({ type: 'success', title: meta.successToast }));
    },
  });
}

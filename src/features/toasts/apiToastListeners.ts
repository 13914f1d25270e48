import { isFulfilled, isRejectedWithValue } from '@reduxjs/toolkit';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { AppStartListening } from '../../app/types';
import type { ApiMeta } from '../../api/baseQuery';
import type { ApiError } from '../../lib/apiErrors';
import { toastRequested } from './toastActions';

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
    predicate: (action) => fromApi(action) && isFulfilled(action),
    effect: (action, api) => {
      const meta = apiMetaOf(action);
      if (meta?.successToast) api.dispatch(toastRequested({ type: 'success', title: meta.successToast }));
    },
  });
}

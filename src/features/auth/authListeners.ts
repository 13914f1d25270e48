import type { AppStartListening } from '../../app/types';
import { navigated } from '../router/routerSlice';
import { logoutPageOpened } from './logoutSlice';

/** Spec §9: after sign-out the user goes to / after 2 s (3 s after an error). */
export const LOGOUT_REDIRECT_MS = 2000;
export const LOGOUT_ERROR_REDIRECT_MS = 3000;

export function addAuthListeners(startAppListening: AppStartListening): void {
  startAppListening({
    actionCreator: logoutPageOpened,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      await api.delay(LOGOUT_REDIRECT_MS);
      api.dispatch(navigated('/', { replace: true }));
    },
  });
}

import { isAnyOf } from '@reduxjs/toolkit';
import type { AppStartListening } from '../../app/types';
import { apiSlice } from '../../api/apiSlice';
import { localSessionCleared, sessionRenewed, signOutFailed, signOutSucceeded } from './events';

/**
 * The portal's API data follows the session (ADR 0135): it goes when this tab signs out (whatever the provider
 * answered) or after another tab's sign-out cleared this one's session, and queries that failed while the session
 * was expired are fetched again once it is renewed. In the portal runtime, not the sign-in runtime: before the
 * portal loads there is no API data, and `/login` does not load RTK Query.
 */
export function addApiDataListeners(startAppListening: AppStartListening): void {
  startAppListening({
    matcher: isAnyOf(signOutSucceeded, signOutFailed, localSessionCleared, sessionRenewed),
    effect: (_action, api) => {
      api.dispatch(apiSlice.util.resetApiState());
    },
  });
}

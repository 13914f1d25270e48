import { persistStore } from 'redux-persist';
import type { Store } from '@reduxjs/toolkit';
import type { WithSlice } from '@reduxjs/toolkit';
import { apiSlice } from '../api/apiSlice';
import { preferencesStorage, validatedStoredState } from '../services/storagePort';
import { logSafeApiReducer, logSafePersistReducer } from './logSafeReducers';
import { rootReducer } from './rootReducer';
import { authSlice } from '../features/auth/authSlice';
import { headerSlice } from '../features/header/headerSlice';
import { helpSlice } from '../features/help/helpSlice';
import { profileSlice } from '../features/profile/profileSlice';
import { clockSlice } from '../features/clock/clockSlice';
import { modalsSlice } from '../features/modals/modalsSlice';
import { notificationsPanelSlice } from '../features/notifications/notificationsPanelSlice';
import { searchSlice } from '../features/search/searchSlice';
import { secureGateSlice } from '../features/secureGate/secureGateSlice';
import { toastsSlice } from '../features/toasts/toastsSlice';
import { sidebarSlice } from '../features/sidebar/sidebarSlice';
import { PERSISTED_THEME_KEYS, themeSlice } from '../features/theme/themeSlice';
import { timeOffSlice } from '../features/timeoff/timeoffSlice';
import { myTimeSlice } from '../features/timecard/myTimeSlice';
import { crewSlice } from '../features/timecard/crewSlice';
import { approvalsSlice } from '../features/approvals/approvalsSlice';
import { projectsSlice } from '../features/projects/projectsSlice';
import { themePreferenceFields } from '../features/theme/themePreferences';
import { sidebarPreferenceFields } from '../features/sidebar/sidebarPreferences';
import { addAuthListeners } from '../features/auth/authListeners';
import { addClockListeners } from '../features/clock/clockListeners';
import { addModalListeners } from '../features/modals/modalsListeners';
import { addNotificationsListeners } from '../features/notifications/notificationsListeners';
import { addApiToastListeners } from '../features/toasts/apiToastListeners';
import { addSecureGateListeners } from '../features/secureGate/secureGateListeners';
import { addToastListeners } from '../features/toasts/toastsListeners';
import { addShortcutListeners } from '../features/shortcuts/shortcutsListeners';
import { addSidebarListeners } from '../features/sidebar/sidebarListeners';
import { addTimeOffListeners } from '../features/timeoff/timeoffListeners';
import { addTimecardListeners } from '../features/timecard/timecardListeners';
import { addApprovalsListeners } from '../features/approvals/approvalsListeners';
import type { AppStartListening } from './types';

/**
 * The portal runtime (ADR 0109): everything of the store that only the portal, `/login`, `/logout` and
 * `/redirect` use. `appStore.ts` imports this module on the way to the portal (its own chunk), or before
 * the store is made when the page starts in the portal or in QA mode; tests, the replay store and the
 * prerender get it statically through `makeStore`. Public pages never load it.
 */

/** Local-storage preferences only (spec §9): theme and sidebar. Nothing else is persisted. Version of the persisted preferences (both keys). */
export const PERSIST_VERSION = 1;

// Every stored field passes its schema before it reaches the store (invalid → default, and dropped from storage).
const persistedTheme = logSafePersistReducer(
  { key: 'theme', storage: preferencesStorage, version: PERSIST_VERSION, whitelist: PERSISTED_THEME_KEYS, getStoredState: validatedStoredState(themePreferenceFields) },
  themeSlice.reducer,
);
const persistedSidebar = logSafePersistReducer(
  { key: 'sidebar', storage: preferencesStorage, version: PERSIST_VERSION, whitelist: ['collapsed'], getStoredState: validatedStoredState(sidebarPreferenceFields) },
  sidebarSlice.reducer,
);

/** The portal's part of the state: optional in `rootReducer`'s own type, present wherever portal code runs. */
export type PortalState = WithSlice<typeof apiSlice> &
  WithSlice<typeof authSlice> &
  WithSlice<typeof searchSlice> &
  WithSlice<typeof headerSlice> &
  WithSlice<typeof toastsSlice> &
  WithSlice<typeof modalsSlice> &
  WithSlice<typeof secureGateSlice> &
  WithSlice<typeof notificationsPanelSlice> &
  WithSlice<typeof clockSlice> &
  WithSlice<typeof helpSlice> &
  WithSlice<typeof profileSlice> &
  WithSlice<typeof timeOffSlice> &
  WithSlice<typeof myTimeSlice> &
  WithSlice<typeof crewSlice> &
  WithSlice<typeof approvalsSlice> &
  WithSlice<typeof projectsSlice> & { sidebar: ReturnType<typeof persistedSidebar> };

/**
 * Injects the portal's slices into the one root reducer (idempotent: the same reducers again change
 * nothing) and swaps the theme's reducer for its persisted form. Returns the reducer with every slice.
 */
export function injectPortalReducers() {
  return rootReducer
    .inject({ reducerPath: apiSlice.reducerPath, reducer: logSafeApiReducer })
    .inject(authSlice)
    .inject(searchSlice)
    .inject(headerSlice)
    .inject(toastsSlice)
    .inject(modalsSlice)
    .inject(secureGateSlice)
    .inject(notificationsPanelSlice)
    .inject(clockSlice)
    .inject(helpSlice)
    .inject(profileSlice)
    .inject(timeOffSlice)
    .inject(myTimeSlice)
    .inject(crewSlice)
    .inject(approvalsSlice)
    .inject(projectsSlice)
    .inject({ reducerPath: 'sidebar', reducer: persistedSidebar })
    .inject({ reducerPath: 'theme', reducer: persistedTheme }, { overrideExisting: true });
}

/** RTK Query's middleware, added to the store's dynamic middleware. */
export const portalMiddleware = apiSlice.middleware;

/** The portal features' listeners, on the store's one listener middleware. */
export function registerPortalListeners(startAppListening: AppStartListening): void {
  addAuthListeners(startAppListening);
  addSidebarListeners(startAppListening);
  addShortcutListeners(startAppListening);
  addToastListeners(startAppListening);
  addModalListeners(startAppListening);
  addSecureGateListeners(startAppListening);
  addApiToastListeners(startAppListening);
  addNotificationsListeners(startAppListening);
  addClockListeners(startAppListening);
  addTimeOffListeners(startAppListening);
  addTimecardListeners(startAppListening);
  addApprovalsListeners(startAppListening);
}

/** Starts keeping theme and sidebar in localStorage; resolves once the saved values are in the store. */
export function startPersistence(store: Store): Promise<void> {
  return new Promise((resolve) => {
    persistStore(store, null, resolve);
  });
}

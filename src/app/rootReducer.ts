import { combineSlices } from '@reduxjs/toolkit';
import { preferencesStorage, validatedStoredState } from '../services/storagePort';
import { apiSlice } from '../api/apiSlice';
import { logSafeApiReducer, logSafePersistReducer } from './logSafeReducers';
import { authSlice } from '../features/auth/authSlice';
import { headerSlice } from '../features/header/headerSlice';
import { helpSlice } from '../features/help/helpSlice';
import { profileSlice } from '../features/profile/profileSlice';
import { clockSlice } from '../features/clock/clockSlice';
import { modalsSlice } from '../features/modals/modalsSlice';
import { notificationsPanelSlice } from '../features/notifications/notificationsPanelSlice';
import { publicHeaderSlice } from '../features/publicHeader/publicHeaderSlice';
import { searchSlice } from '../features/search/searchSlice';
import { secureGateSlice } from '../features/secureGate/secureGateSlice';
import { toastsSlice } from '../features/toasts/toastsSlice';
import { routerSlice } from '../features/router/routerSlice';
import { sidebarSlice } from '../features/sidebar/sidebarSlice';
import { deploymentSlice } from '../features/deployment/deploymentSlice';
import { PERSISTED_THEME_KEYS, themeSlice } from '../features/theme/themeSlice';
import { timeOffSlice } from '../features/timeoff/timeoffSlice';
import { myTimeSlice } from '../features/timecard/myTimeSlice';
import { crewSlice } from '../features/timecard/crewSlice';
import { approvalsSlice } from '../features/approvals/approvalsSlice';
import { projectsSlice } from '../features/projects/projectsSlice';
import { themePreferenceFields } from '../features/theme/themePreferences';
import { sidebarPreferenceFields } from '../features/sidebar/sidebarPreferences';

/** Local-storage preferences only (spec §9): theme and sidebar. Nothing else is persisted. Version of the persisted preferences (both keys). */
export const PERSIST_VERSION = 1;

export const rootReducer = combineSlices(routerSlice, authSlice, { reducerPath: apiSlice.reducerPath, reducer: logSafeApiReducer }, searchSlice, headerSlice, toastsSlice, modalsSlice, secureGateSlice, notificationsPanelSlice, clockSlice, publicHeaderSlice, helpSlice, profileSlice, deploymentSlice, timeOffSlice, myTimeSlice, crewSlice, approvalsSlice, projectsSlice, {
  // Every stored field passes its schema before it reaches the store (invalid → default, and dropped from storage).
  theme: logSafePersistReducer(
    { key: 'theme', storage: preferencesStorage, version: PERSIST_VERSION, whitelist: PERSISTED_THEME_KEYS, getStoredState: validatedStoredState(themePreferenceFields) },
    themeSlice.reducer,
  ),
  sidebar: logSafePersistReducer(
    { key: 'sidebar', storage: preferencesStorage, version: PERSIST_VERSION, whitelist: ['collapsed'], getStoredState: validatedStoredState(sidebarPreferenceFields) },
    sidebarSlice.reducer,
  ),
});

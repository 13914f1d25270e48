import { combineSlices } from '@reduxjs/toolkit';
import { persistReducer } from 'redux-persist';
import type { Storage } from 'redux-persist';
import { apiSlice } from '../api/apiSlice';
import { authSlice } from '../features/auth/authSlice';
import { headerSlice } from '../features/header/headerSlice';
import { clockSlice } from '../features/clock/clockSlice';
import { modalsSlice } from '../features/modals/modalsSlice';
import { notificationsPanelSlice } from '../features/notifications/notificationsPanelSlice';
import { publicHeaderSlice } from '../features/publicHeader/publicHeaderSlice';
import { searchSlice } from '../features/search/searchSlice';
import { secureGateSlice } from '../features/secureGate/secureGateSlice';
import { toastsSlice } from '../features/toasts/toastsSlice';
import { routerSlice } from '../features/router/routerSlice';
import { sidebarSlice } from '../features/sidebar/sidebarSlice';
import { themeSlice } from '../features/theme/themeSlice';
import { timeOffSlice } from '../features/timeoff/timeoffSlice';
import { myTimeSlice } from '../features/timecard/myTimeSlice';
import { crewSlice } from '../features/timecard/crewSlice';
import { approvalsSlice } from '../features/approvals/approvalsSlice';
import { projectsSlice } from '../features/projects/projectsSlice';

/** Local-storage preferences only (spec §9): theme and sidebar. Nothing else is persisted. */
const preferencesStorage: Storage = {
  getItem: (key: string) => Promise.resolve(typeof localStorage === 'undefined' ? null : localStorage.getItem(key)),
  setItem: (key: string, value: string) => Promise.resolve(typeof localStorage === 'undefined' ? undefined : localStorage.setItem(key, value)),
  removeItem: (key: string) => Promise.resolve(typeof localStorage === 'undefined' ? undefined : localStorage.removeItem(key)),
};

/** Version of the persisted preferences (both keys). */
export const PERSIST_VERSION = 1;

export const rootReducer = combineSlices(routerSlice, authSlice, apiSlice, searchSlice, headerSlice, toastsSlice, modalsSlice, secureGateSlice, notificationsPanelSlice, clockSlice, publicHeaderSlice, timeOffSlice, myTimeSlice, crewSlice, approvalsSlice, projectsSlice, {
  theme: persistReducer({ key: 'theme', storage: preferencesStorage, version: PERSIST_VERSION }, themeSlice.reducer),
  sidebar: persistReducer({ key: 'sidebar', storage: preferencesStorage, version: PERSIST_VERSION, whitelist: ['collapsed'] }, sidebarSlice.reducer),
});

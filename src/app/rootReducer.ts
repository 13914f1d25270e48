import { combineSlices } from '@reduxjs/toolkit';
import type { Reducer } from '@reduxjs/toolkit';
import type { PersistPartial } from 'redux-persist/es/persistReducer';
import { publicHeaderSlice } from '../features/publicHeader/publicHeaderSlice';
import { routerSlice } from '../features/router/routerSlice';
import { deploymentSlice } from '../features/deployment/deploymentSlice';
import { themeSlice } from '../features/theme/themeSlice';
import type { ThemeState } from '../features/theme/themeSlice';
import type { PortalState } from './portalRuntime';

/** The theme; once the portal runtime keeps it in localStorage, redux-persist's mark rides along. */
export type StoredThemeState = ThemeState & Partial<PersistPartial>;
const themeReducer: Reducer<StoredThemeState> = themeSlice.reducer;

/**
 * One store, one state shape, split in code (ADR 0109): the slices every page needs are here, in the
 * entry chunk; the portal's (RTK Query, auth, notifications, toasts, modals, PIN gate, navigation, work
 * modules, and theme/sidebar persistence) are injected by `portalRuntime.ts` when the portal chunk loads.
 */
export const rootReducer = combineSlices(routerSlice, publicHeaderSlice, deploymentSlice, { reducerPath: 'theme' as const, reducer: themeReducer }).withLazyLoadedSlices<PortalState>();

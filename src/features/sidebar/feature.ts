import type { FeatureManifest } from '../../app/types';
import { logSafePersistReducer } from '../../services/persistedReducer';
import { preferencesStorage, validatedStoredState } from '../../services/storagePort';
import { addSidebarListeners } from './sidebarListeners';
import { sidebarPreferenceFields } from './sidebarPreferences';
import { sidebarSlice } from './sidebarSlice';

/** Version of the persisted sidebar record (`persist:sidebar`). */
const PERSIST_VERSION = 1;

// Spec §9: only `collapsed` is kept; every stored field passes its schema first (invalid → default, dropped from storage).
const persistedSidebar = logSafePersistReducer(
  { key: 'sidebar', storage: preferencesStorage, version: PERSIST_VERSION, whitelist: ['collapsed'], getStoredState: validatedStoredState(sidebarPreferenceFields) },
  sidebarSlice.reducer,
);

const persistedSidebarSlice = { reducerPath: 'sidebar' as const, reducer: persistedSidebar };

/** The portal's sidebar, its collapsed state kept in localStorage by redux-persist (portal runtime). */
export const sidebarFeature: FeatureManifest<[typeof persistedSidebarSlice]> = {
  name: 'sidebar',
  slices: [persistedSidebarSlice],
  listeners: addSidebarListeners,
};

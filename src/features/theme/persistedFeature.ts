import type { FeatureManifest } from '../../app/types';
import { logSafePersistReducer } from '../../services/persistedReducer';
import { PERSISTED_THEME_KEYS, themeSlice } from './themeSlice';
import { themePersistStorage, themeStoredState } from './themeStorage';

/** Version of the persisted theme record. */
const PERSIST_VERSION = 1;

// redux-persist keeps the theme's preferences, reading and writing only through the theme's storage module (ADR 0121).
const persistedTheme = logSafePersistReducer(
  { key: 'theme', storage: themePersistStorage(), version: PERSIST_VERSION, whitelist: PERSISTED_THEME_KEYS, getStoredState: themeStoredState() },
  themeSlice.reducer,
);

const persistedThemeSlice = { reducerPath: 'theme' as const, reducer: persistedTheme };

/**
 * The theme's portal part (ADR 0109): the portal runtime replaces the core theme reducer with its persisted form,
 * so redux-persist (not in public pages' scripts) keeps the preferences once the portal is in.
 */
export const persistedThemeFeature: FeatureManifest<[typeof persistedThemeSlice]> = {
  name: 'theme',
  slices: [persistedThemeSlice],
};

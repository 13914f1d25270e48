import type { FeatureManifest } from '../../app/types';
import { addThemeListeners } from './themeListeners';
import { themeSlice } from './themeSlice';

/**
 * The theme (every page): read once at start-up from its one storage key (`themeStorage.ts`, ADR 0121) and
 * written back by its listeners; the store never rehydrates it.
 */
export const themeFeature: FeatureManifest<[typeof themeSlice]> = {
  name: 'theme',
  slices: [themeSlice],
  listeners: addThemeListeners,
};

// What start-up dispatches: the saved preferences, in the store before the first render.
export { savedPreferencesRead } from './themeSlice';
export type { SavedPreferences } from './themeSlice';

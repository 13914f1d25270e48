import { isAnyOf } from '@reduxjs/toolkit';
import type { AppStartListening } from '../../app/types';
import { appStarted } from '../lifecycle/lifecycleActions';
import { untilAborted } from '../lifecycle/untilAborted';
import { colorSchemeChosen, customColorSaved, initialThemeState, SCHEME_COLORS, selectPrimaryColor, systemColorSchemeChanged, themePreferencesSynced } from './themeSlice';
import { persistKey, readPreference, writePreference } from '../../services/storagePort';
import { themePreferencesFrom } from './savedTheme';
import { PAINT_STORAGE_KEY } from './paintKey';

const DEFAULT_PRIMARY = SCHEME_COLORS[initialThemeState.colorScheme];

/** MUI's theming is evaluated only when a colour is painted, not as the store starts (ADR 0110). */
async function paintedThemeJson(primary: string): Promise<string> {
  const { paintedTheme } = await import(/* webpackMode: "eager" */ './paintedTheme');
  return JSON.stringify(paintedTheme(primary));
}

/** Caches the saved colour's CSS variables for `public/theme-boot.js`, which paints them before the next first render (ADR 0106). */
function addPaintCacheListeners(startAppListening: AppStartListening): void {
  startAppListening({
    matcher: isAnyOf(colorSchemeChosen, customColorSaved, themePreferencesSynced),
    effect: async (_action, api) => {
      writePreference(PAINT_STORAGE_KEY, await paintedThemeJson(selectPrimaryColor(api.getState())));
    },
  });
  // A colour saved before the cache existed: fill it once.
  startAppListening({
    actionCreator: appStarted,
    effect: async (_action, api) => {
      api.unsubscribe();
      const primary = selectPrimaryColor(api.getState());
      if (primary !== DEFAULT_PRIMARY && readPreference(PAINT_STORAGE_KEY) === null) writePreference(PAINT_STORAGE_KEY, await paintedThemeJson(primary));
    },
  });
}

/** Captures the system colour-scheme preference into the store at start-up and whenever it changes. */
export function addThemeListeners(startAppListening: AppStartListening): void {
  addPaintCacheListeners(startAppListening);
  startAppListening({
    actionCreator: appStarted,
    effect: async (_action, api) => {
      api.unsubscribe();
      const port = api.extra.colorScheme;
      api.dispatch(systemColorSchemeChanged({ prefersDark: port.prefersDark() }));
      const stop = port.onChange((prefersDark) => api.dispatch(systemColorSchemeChanged({ prefersDark })));
      await untilAborted(api.signal);
      stop();
    },
  });

  // Tabs in step: a theme saved in another tab is applied here, through the same schemas as at start-up.
  startAppListening({
    actionCreator: appStarted,
    effect: async (_action, api) => {
      api.unsubscribe();
      const stop = api.extra.preferences.onChangedElsewhere((key, raw) => {
        if (key !== persistKey('theme')) return;
        api.dispatch(themePreferencesSynced(themePreferencesFrom(raw)));
      });
      await untilAborted(api.signal);
      stop();
    },
  });
}

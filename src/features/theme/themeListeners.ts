import { isAnyOf } from '@reduxjs/toolkit';
import type { AppStartListening } from '../../app/types';
import { appStarted } from '../lifecycle/events';
import { untilAborted } from '../lifecycle/untilAborted';
import { colorSchemeChosen, customColorSaved, initialThemeState, SCHEME_COLORS, selectPrimaryColor, systemColorSchemeChanged, themePreferencesSynced } from './themeSlice';
import { hasThemePaint, saveThemePaint, THEME_STORAGE_KEY, themePreferencesFrom } from './themeStorage';

const DEFAULT_PRIMARY = SCHEME_COLORS[initialThemeState.colorScheme];

/** MUI's theming is evaluated only when a colour is painted, not as the store starts (ADR 0110). */
async function paintedThemeOf(primary: string) {
  const { paintedTheme } = await import(/* webpackMode: "eager" */ './paintedTheme');
  return paintedTheme(primary);
}

/** Keeps the saved colour's CSS variables in the theme's record for `public/theme-boot.js`, which paints them before the next first render (ADR 0106, 0121). */
function addPaintCacheListeners(startAppListening: AppStartListening): void {
  startAppListening({
    // Not on another tab's change: that tab wrote its record, painted variables included.
    matcher: isAnyOf(colorSchemeChosen, customColorSaved),
    effect: async (_action, api) => {
      saveThemePaint(await paintedThemeOf(selectPrimaryColor(api.getState())));
    },
  });
  // A colour saved before its variables were kept: fill them in once.
  startAppListening({
    actionCreator: appStarted,
    effect: async (_action, api) => {
      api.unsubscribe();
      const primary = selectPrimaryColor(api.getState());
      if (primary !== DEFAULT_PRIMARY && !hasThemePaint()) saveThemePaint(await paintedThemeOf(primary));
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
        if (key !== THEME_STORAGE_KEY) return;
        api.dispatch(themePreferencesSynced(themePreferencesFrom(raw)));
      });
      await untilAborted(api.signal);
      stop();
    },
  });
}

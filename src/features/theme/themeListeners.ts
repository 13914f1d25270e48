import type { AppStartListening } from '../../app/types';
import { appStarted } from '../lifecycle/lifecycleActions';
import { untilAborted } from '../lifecycle/untilAborted';
import { persistKey, validatePreferences } from '../../services/storagePort';
import { initialThemeState, systemColorSchemeChanged, themePreferencesSynced } from './themeSlice';
import { themePreferenceFields } from './themePreferences';

/** Captures the system colour-scheme preference into the store at start-up and whenever it changes. */
export function addThemeListeners(startAppListening: AppStartListening): void {
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
        const { valid } = raw === null ? { valid: {} } : validatePreferences(raw, themePreferenceFields);
        const { darkMode, colorScheme, customColor } = initialThemeState;
        api.dispatch(themePreferencesSynced({ darkMode, colorScheme, customColor, ...valid }));
      });
      await untilAborted(api.signal);
      stop();
    },
  });
}

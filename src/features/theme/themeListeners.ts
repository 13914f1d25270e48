import type { AppStartListening } from '../../app/types';
import { appStarted } from '../lifecycle/lifecycleActions';
import { untilAborted } from '../lifecycle/untilAborted';
import { systemColorSchemeChanged } from './themeSlice';

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
}

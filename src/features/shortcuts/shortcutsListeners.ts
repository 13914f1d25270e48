import { isAnyOf } from '@reduxjs/toolkit';
import type { AppStartListening } from '../../app/types';
import { shortcutsToggled } from '../header/headerSlice';
import { appStarted, portalLoaded } from '../lifecycle/events';
import { untilAborted } from '../lifecycle/untilAborted';
import { navigated } from '../router/routerSlice';
import { searchFocusRequested } from '../search/searchSlice';
import { shortcutFor } from './shortcuts';
import { shortcutPressed } from './events';

export function addShortcutListeners(startAppListening: AppStartListening): void {
  startAppListening({
    // At start-up, or when the portal runtime arrives after it (ADR 0109).
    matcher: isAnyOf(appStarted, portalLoaded),
    effect: async (_action, api) => {
      api.unsubscribe();
      const stop = api.extra.dom.onKeyDown((press) => {
        const shortcut = shortcutFor(press);
        if (!shortcut) return false;
        api.dispatch(shortcutPressed(shortcut));
        return true;
      });
      await untilAborted(api.signal);
      stop();
    },
  });

  startAppListening({
    actionCreator: shortcutPressed,
    effect: (action, api) => {
      switch (action.payload) {
        case 'quickLogout':
          api.dispatch(navigated('/logout'));
          break;
        case 'focusSearch':
          api.dispatch(searchFocusRequested());
          break;
        case 'showShortcuts':
          api.dispatch(shortcutsToggled(true));
          break;
      }
    },
  });
}

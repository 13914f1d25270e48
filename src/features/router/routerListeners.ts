import { isAnyOf } from '@reduxjs/toolkit';
import type { AppStartListening } from '../../app/types';
import { appStarted } from '../lifecycle/events';
import { untilAborted } from '../lifecycle/untilAborted';
import { searchResultChosen } from './events';
import { historyPopped, navigated } from './routerSlice';
import { historyStepRequested } from './events';

/** Delay before scrolling to an anchor after navigating, so the target page has rendered (spec §9). */
export const ANCHOR_SCROLL_DELAY_MS = 100;
/** How long to keep looking for the anchor: a page loaded on first use (ADR 0134) renders a little later. */
export const ANCHOR_WAIT_MS = 3_000;

export function addRouterListeners(startAppListening: AppStartListening): void {
  // Back/forward: the browser reports, the store follows.
  startAppListening({
    actionCreator: appStarted,
    effect: async (_action, api) => {
      const { history } = api.extra;
      api.unsubscribe();
      // Stamp the first entry with the store's key so popping back to it reports the same location.
      history.replace(api.getState().router.location);
      const stop = history.listen((location) => api.dispatch(historyPopped(location)));
      await untilAborted(api.signal);
      stop();
    },
  });

  // Navigation requested in the store (navigated, or an event that stands for one) is applied to
  // window.history as the reducer stored it, then the page scrolls.
  startAppListening({
    matcher: isAnyOf(navigated, searchResultChosen),
    effect: async (_action, api) => {
      const { history, dom } = api.extra;
      const { location, action } = api.getState().router;
      if (action === 'REPLACE') history.replace(location);
      else history.push(location);
      api.cancelActiveListeners();
      if (location.hash) {
        const id = decodeURIComponent(location.hash.slice(1));
        await api.delay(ANCHOR_SCROLL_DELAY_MS);
        for (let waited = ANCHOR_SCROLL_DELAY_MS; !dom.scrollToAnchor(id) && waited < ANCHOR_WAIT_MS; waited += ANCHOR_SCROLL_DELAY_MS) {
          await api.delay(ANCHOR_SCROLL_DELAY_MS);
        }
      } else {
        dom.scrollToTop();
      }
    },
  });

  startAppListening({
    actionCreator: historyStepRequested,
    effect: (action, api) => {
      api.extra.history.go(action.payload);
    },
  });
}

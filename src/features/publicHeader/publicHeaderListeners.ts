import type { AppStartListening } from '../../app/types';
import { appStarted } from '../lifecycle/events';
import { untilAborted } from '../lifecycle/untilAborted';
import { pageScrolled } from './publicHeaderSlice';

/** Smallest scroll change worth an action (keeps recorded logs readable). */
export const SCROLL_STEP_PX = 8;

export function addPublicHeaderListeners(startAppListening: AppStartListening): void {
  startAppListening({
    actionCreator: appStarted,
    effect: async (_action, api) => {
      api.unsubscribe();
      const stop = api.extra.dom.onScroll((y) => {
        const last = api.getState().publicHeader.scrollY;
        if (Math.abs(y - last) >= SCROLL_STEP_PX || (y === 0 && last !== 0)) api.dispatch(pageScrolled({ y: Math.round(y) }));
      });
      await untilAborted(api.signal);
      stop();
    },
  });
}

import type { AppStartListening } from '../../app/types';
import { appStarted } from '../lifecycle/lifecycleActions';
import { CLOCK_TICK_MS, clockTicked } from './clockSlice';

export function addClockListeners(startAppListening: AppStartListening): void {
  startAppListening({
    actionCreator: appStarted,
    effect: async (_action, api) => {
      api.unsubscribe();
      for (;;) {
        api.dispatch(clockTicked({ now: api.extra.clock.now() }));
        await api.delay(CLOCK_TICK_MS);
      }
    },
  });
}

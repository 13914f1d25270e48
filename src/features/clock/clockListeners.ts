import { isAnyOf } from '@reduxjs/toolkit';
import type { AppStartListening } from '../../app/types';
import { appStarted, portalLoaded } from '../lifecycle/events';
import { CLOCK_TICK_MS, clockTicked } from './clockSlice';

export function addClockListeners(startAppListening: AppStartListening): void {
  startAppListening({
    // At start-up, or when the portal runtime arrives after it (ADR 0109).
    matcher: isAnyOf(appStarted, portalLoaded),
    effect: async (_action, api) => {
      api.unsubscribe();
      for (;;) {
        api.dispatch(clockTicked({ now: api.extra.clock.now() }));
        await api.delay(CLOCK_TICK_MS);
      }
    },
  });
}

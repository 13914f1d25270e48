import { afterNextPaint } from '../lib/afterNextPaint';

/**
 * The entry. The prerendered page is painted first; then the app's modules are evaluated and the page is
 * hydrated, in separate tasks, so no single long task holds the first paint or the first input (ADR 0110).
 * The modules are in this entry's chunks (`eager`: no extra request), only their evaluation waits.
 */
afterNextPaint()
  .then(() => import(/* webpackMode: "eager" */ './boot'))
  .then(({ boot }) => boot())
  .catch(async (error: unknown) => {
    console.error('Start-up failed', error);
    const { showStartupFailure } = await import(/* webpackMode: "eager" */ '../ui/startupFailure');
    showStartupFailure(error);
  });

import { nextTask } from '../lib/afterNextPaint';
import type * as PortalRuntimeModule from './portalRuntime';

/**
 * The portal runtime's chunk (ADR 0109), in one place: a page that starts behind the portal runtime gate
 * (`startStore`) and the way in from a public page (`portal.load()`) both get it here. One request (every
 * import names the same chunk, so webpack loads its files once, together); only the evaluation is spread over
 * tasks of its own, as start-up is (ADR 0110), so none of them is long (ADR 0116): RTK Query and redux-persist,
 * then the API slice with its endpoints, then the work modules' slices and listeners, then the rest of the
 * portal's.
 */
export async function importPortalRuntime(): Promise<typeof PortalRuntimeModule> {
  await Promise.all([import(/* webpackChunkName: "portal-runtime" */ '@reduxjs/toolkit/query/react'), import(/* webpackChunkName: "portal-runtime" */ 'redux-persist')]);
  await nextTask();
  await import(/* webpackChunkName: "portal-runtime" */ '../api/workApi');
  await nextTask();
  await Promise.all([
    import(/* webpackChunkName: "portal-runtime" */ '../features/timeoff/feature'),
    import(/* webpackChunkName: "portal-runtime" */ '../features/timecard/feature'),
    import(/* webpackChunkName: "portal-runtime" */ '../features/approvals/feature'),
  ]);
  await nextTask();
  const runtime = await import(/* webpackChunkName: "portal-runtime" */ './portalRuntime');
  await nextTask();
  return runtime;
}

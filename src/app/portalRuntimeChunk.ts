import { nextTask } from '../lib/afterNextPaint';
import type * as PortalRuntimeModule from './portalRuntime';
import type * as SignInRuntimeModule from './signInRuntime';

/**
 * The sign-in runtime's chunk (ADR 0135): what `/login`, `/logout` and `/redirect` need, the auth feature, without
 * RTK Query, persistence or the work features. One request; a page that starts there and the way in from a public
 * page both get it here.
 */
export async function importSignInRuntime(): Promise<typeof SignInRuntimeModule> {
  return import(/* webpackChunkName: "sign-in-runtime" */ './signInRuntime');
}

/**
 * The portal runtime's chunk (ADR 0109), in one place: a page that starts behind the portal runtime gate
 * (`startStore`) and the way in from a public page or the sign-in pages (`portal.load()`) both get it here. One
 * request (every import names the same chunk, so webpack loads its files once, together); only the evaluation is
 * spread over tasks of its own, as start-up is (ADR 0110), so none of them is long (ADR 0116): RTK Query and
 * redux-persist, then the API slice with its endpoints, then the work modules' slices and listeners, then the rest
 * of the portal's.
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

import * as portalRuntime from './portalRuntime';
import { createAppStore } from './appStore';
import type { StoreOptions } from './appStore';
import type { AppStore, RootState } from './types';

export type { StoreOptions };
export { DEVTOOLS_MAX_AGE } from './appStore';

/**
 * The whole store at once, portal runtime included: tests, the QA replay store and the prerendered
 * portal frames. The browser's entry uses `createAppStore` and loads the portal runtime on the way to
 * the portal (ADR 0109).
 */
export function makeStore(preloadedState?: Partial<RootState>, options: Omit<StoreOptions, 'portal'> = {}): WholeStore {
  // With the runtime injected before the store is made, every slice is in its state from the start.
  return createAppStore(preloadedState, { ...options, portal: portalRuntime }) as WholeStore;
}

/** A store whose portal runtime was in from the start: its state has every slice. */
export type WholeStore = Omit<AppStore, 'getState'> & { getState: () => RootState };

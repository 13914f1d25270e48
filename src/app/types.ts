import type { Middleware, Reducer, TypedStartListening, UnknownAction } from '@reduxjs/toolkit';
import type { rootReducer } from './rootReducer';
import type { createAppStore } from './appStore';
import type { PortalState } from '../features/portalFeatures';
import type { Services } from '../services/services';

/** The state public pages can count on: the portal's slices are there only once its runtime is in (ADR 0109). */
export type CoreState = ReturnType<typeof rootReducer>;
/** The whole state: what portal code sees (it runs only after the portal runtime was injected). */
export type RootState = CoreState & PortalState;
export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppStartListening = TypedStartListening<RootState, AppDispatch, Services>;
export type { Services };

/** A reducer under its key of the state: a slice made by `createSlice`, or a wrapped one (persisted, log-safe). */
export interface FeatureSlice {
  reducerPath: string;
  reducer: (state: never, action: UnknownAction) => unknown;
}

/**
 * A feature's manifest (ADR 0121): everything it adds to the store, in one file of its own
 * (`src/features/<name>/feature.ts`). The store reads the lists in `src/features/coreFeatures.ts` (every page)
 * and `src/features/portalFeatures.ts` (the portal runtime): adding a feature edits no file in `src/app`.
 * `Slices` is the tuple of its slices' types: the state's type is computed from it. A manifest is declared with
 * this type (`const xFeature: FeatureManifest<[typeof xSlice]> = …`), not inferred, so the state's type does
 * not depend on its listeners, whose type depends on the state.
 */
export interface FeatureManifest<Slices extends readonly FeatureSlice[] = readonly []> {
  /** The feature's folder name, for logs and tests. */
  name: string;
  /** Its slices, each under its `reducerPath` (the state's shape is computed from these). */
  slices?: Slices;
  /** Registers its listeners on the store's one listener middleware (not for the QA replay store). */
  listeners?: (startAppListening: AppStartListening) => void;
  /** Middleware it needs (RTK Query's), added to the store's dynamic middleware. */
  middleware?: readonly Middleware[];
}

/** A manifest with any slices: what the store's helpers read. */
export type AnyFeatureManifest = FeatureManifest<readonly FeatureSlice[]>;

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type StateOf<S> = S extends { reducerPath: infer P extends string; reducer: Reducer<infer State> } ? Record<P, State> : never;
type SlicesOf<F> = F extends FeatureManifest<infer Slices> ? Slices[number] : never;

/** The state the slices of a list of manifests make: one key per slice. */
export type StateOfFeatures<Features extends readonly AnyFeatureManifest[]> = UnionToIntersection<StateOf<SlicesOf<Features[number]>>>;

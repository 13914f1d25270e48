import { lazy } from 'react';

type PopupsModule = typeof import('./PublicHeaderPopups');

let loaded: PopupsModule | null = null;
let loading: Promise<PopupsModule> | null = null;

/** Loads the header's pop-ups chunk once (ADR 0118); later calls return the same promise. */
export function loadHeaderPopups(): Promise<PopupsModule> {
  loading ??= import(/* webpackChunkName: "public-header-popups" */ './PublicHeaderPopups').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // A failed download (offline, a new deployment) is tried again on the next open.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Starts the download ahead of a first open: on hover or focus of a trigger, and when idle after start-up. */
export function prefetchHeaderPopups(): void {
  loadHeaderPopups().catch(() => undefined);
}

/**
 * Whether the chunk is here. A closed pop-up is not rendered until then (nothing to show, and hydration of the
 * prerendered header needs none of it); once it is here, closed pop-ups stay rendered so they can animate out.
 */
export function headerPopupsLoaded(): boolean {
  return loaded !== null;
}

export const LazyPublicMenuPopup = lazy(() => loadHeaderPopups().then((module) => ({ default: module.PublicMenuPopup })));
export const LazyPublicMobileMenu = lazy(() => loadHeaderPopups().then((module) => ({ default: module.PublicMobileMenu })));

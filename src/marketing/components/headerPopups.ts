import { routeChunk } from '../../features/deployment/routeChunk';

/**
 * The header's pop-ups chunk (ADR 0118), through the same loader as the public pages' chunks (ADR 0114): one
 * request, retried after a failure; a failed download is reported like any chunk's (`lazyChunk`, quiet: an overlay shows nothing in place, unless a new version is out).
 */
const popups = () => import(/* webpackChunkName: "public-header-popups" */ './PublicHeaderPopups');

export const LazyPublicMenuPopup = routeChunk(() => popups().then((module) => ({ default: module.PublicMenuPopup })), { quiet: true });

/**
 * Whether the chunk is here. A closed pop-up is not rendered until then (nothing to show, and hydration of the
 * prerendered header needs none of it); once it is here, closed pop-ups stay rendered so they can animate out.
 */
export function headerPopupsLoaded(): boolean {
  return LazyPublicMenuPopup.isLoaded();
}

/** Starts the download ahead of a first open: on hover or focus of a trigger, and when idle after start-up. */
export function prefetchHeaderPopups(): void {
  LazyPublicMenuPopup.load().catch(() => undefined);
}

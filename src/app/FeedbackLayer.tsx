import { Suspense } from 'react';
import { publicPages } from '../marketing/content/pages';
import { useAppSelector } from './hooks';
import type { CoreState } from './types';
import { lazyChunk } from '../features/deployment/views';

// Quiet: an overlay layer shows nothing when its chunk fails, except the new-version notice.
const FeedbackSurfaces = lazyChunk(() => import(/* webpackChunkName: "feedback" */ './FeedbackSurfaces'), { quiet: true });

const PUBLIC_PATHS = new Set([...publicPages.map((p) => p.path), '/404', '/login', '/logout', '/redirect']);

/**
 * Needed on portal pages, and anywhere as soon as there is a toast, a modal or the PIN prompt (whose
 * slices exist once the portal runtime is in, ADR 0109).
 */
export const selectFeedbackNeeded = (s: CoreState) =>
  !PUBLIC_PATHS.has(s.router.location.pathname) || (s.toasts?.items.length ?? 0) > 0 || (s.modals?.stack.length ?? 0) > 0 || s.secureGate?.open === true;

/**
 * Toasts, modals and the PIN gate are a lazy chunk, so public pages never load notistack.
 */
export function FeedbackLayer() {
  const needed = useAppSelector(selectFeedbackNeeded);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackSurfaces />
    </Suspense>
  );
}

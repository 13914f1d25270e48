import { Suspense, useEffect } from 'react';
import type { ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireAuth } from '../features/auth/RequireAuth';
import { routeChunk } from '../features/deployment/views';
import type { RouteChunk } from '../features/deployment/views';
import { whenIdleInTurn } from '../lib/idleTurns';
import { PAGES } from '../navigation/navModel';
import { NotFoundPage } from '../ui/StatusPage';
import { PortalLayout } from './PortalLayout';
import { GenericPage } from './pages/GenericPage';

/** Each page view's chunk, made once: it renders without suspending once its module is in (ADR 0137). */
const PAGE_CHUNKS: ReadonlyMap<string, RouteChunk<object>> = new Map(
  PAGES.flatMap((page): [string, RouteChunk<object>][] => (page.view ? [[page.id, routeChunk<object>(page.view)]] : [])),
);

/**
 * The portal's route table is the navigation model (ADR 0134): each page's route is its `path`, its view its
 * `view` loader (a lazy chunk: a failed download offers the new version or a retry), or else its frame and empty
 * state. Each page's element is made once. A view whose module is loaded renders in the navigation's own commit;
 * only one still loading shows the (empty) fallback.
 */
const PAGE_ELEMENTS: ReadonlyMap<string, ReactElement> = new Map(
  PAGES.map((page) => {
    const Chunk = PAGE_CHUNKS.get(page.id);
    if (!Chunk) return [page.id, <GenericPage pageId={page.id} />];
    return [
      page.id,
      <Suspense fallback={null}>
        <Chunk />
      </Suspense>,
    ];
  }),
);

/** Longer than React's throttle on revealing a Suspense boundary's content (300 ms), with room for its commit. */
const PAGE_REVEAL_MS = 1000;

/**
 * Once the browser is idle after sign-in (this renders only behind the sign-in guard), requests every page view's
 * module, so a click on a link never waits for a chunk to download (ADR 0137). A failed request is not reported
 * here: the page's own render requests it again and offers a retry.
 */
function PreloadPageViews() {
  // The next idle turn (the notifications panel's mount) waits until these requests have settled and the page
  // they may have held back is shown: React reveals a Suspense boundary's content at least 300 ms after its
  // fallback, and a panel mounting in that idle gap kept a reloaded page blank longer (pages-widths' axe run
  // found no title and no heading).
  useEffect(
    () =>
      whenIdleInTurn(async () => {
        await Promise.allSettled([...PAGE_CHUNKS.values()].map((chunk) => chunk.load()));
        await new Promise((resolve) => setTimeout(resolve, PAGE_REVEAL_MS));
      }),
    [],
  );
  return null;
}

/** Everything behind the sign-in guard. Loaded as its own chunk. The routes are the navigation model's pages. */
export default function PortalApp() {
  return (
    <RequireAuth>
      <PreloadPageViews />
      <Routes>
        <Route element={<PortalLayout />}>
          <Route index element={<Navigate to="/home" replace />} />
          {PAGES.map((page) => (
            <Route key={page.id} path={page.path.slice(1)} element={PAGE_ELEMENTS.get(page.id)} />
          ))}
          <Route path="*" element={<NotFoundPage homePath="/home" inLayout />} />
        </Route>
      </Routes>
    </RequireAuth>
  );
}

import { Activity, Suspense, useEffect, useState } from 'react';
import type { ReactElement } from 'react';
import { createPortal } from 'react-dom';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { selectSidebarPaths } from '../features/sidebar/sidebarSelectors';
import { RequireAuth } from '../features/auth/RequireAuth';
import { keptModalsOf } from '../features/modals/ModalHost';
import { modalsKept } from '../features/modals/events';
import { routeChunk } from '../features/deployment/views';
import type { RouteChunk } from '../features/deployment/views';
import { whenIdleInTurn } from '../lib/idleTurns';
import { PAGES } from '../navigation/navModel';
import { NotFoundPage } from '../ui/StatusPage';
import { PortalLayout } from './PortalLayout';
import { PAGES_WARMED } from './pagesWarmed';
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

/** How long a page's warm-up waits for React to commit it before going on to the next (a browser too busy to finish). */
const WARM_LIMIT_MS = 10_000;

/** Resolves once `element` has children (React committed into it), or after `limitMs`. */
function childrenIn(element: Element, limitMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(limit);
      resolve();
    };
    const observer = new MutationObserver(() => {
      if (element.childElementCount > 0) done();
    });
    const limit = setTimeout(done, limitMs);
    observer.observe(element, { childList: true });
  });
}

/**
 * After sign-in, once the browser is idle and the idle work queued before it is done (the page views' modules, the
 * notifications panel), renders each page view this person can reach from the sidebar once, one page per idle turn:
 * hidden (React's `Activity`: no effect runs, so no request, subscription, focus or title change) and into an
 * element outside the document (nothing in it can be found, styled or read by assistive technology), unmounted by
 * the next. A first visit then runs code already compiled and styles emotion has already serialised and inserted,
 * the part of its cost a second visit saves (ADR 0137). React renders hidden content at its lowest priority, in
 * slices, so a click meanwhile is not held back. Then the modals those pages keep (`keptModals`: Approve Time's
 * reason dialog) are built, closed, in the document, until sign-out. A browser without idle callbacks (Safari,
 * jsdom) is not warmed.
 */
function WarmPageViews() {
  const dispatch = useAppDispatch();
  const sidebarPaths = useAppSelector(selectSidebarPaths);
  // Once per sign-in: the sidebar's pages as they are then.
  const [ids] = useState(() => PAGES.filter((page) => PAGE_CHUNKS.has(page.id) && sidebarPaths.includes(page.path)).map((page) => page.id));
  const [warm, setWarm] = useState<{ id: string; into: HTMLElement } | null>(null);
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function' || ids.length === 0) return undefined;
    const cancels: (() => void)[] = [];
    // Queued from a turn of its own: behind the idle work queued at sign-in, not before it.
    cancels.push(
      whenIdleInTurn(() => {
        const start = performance.now();
        for (const id of ids)
          cancels.push(
            whenIdleInTurn(async () => {
              const into = document.createElement('div');
              const committed = childrenIn(into, WARM_LIMIT_MS);
              setWarm({ id, into });
              await committed;
            }),
          );
        cancels.push(
          whenIdleInTurn(() => {
            setWarm(null);
            // The pages' modules are in: their kept modals are registered.
            const kept = keptModalsOf(ids);
            if (kept.length > 0) {
              dispatch(modalsKept({ keys: kept }));
              cancels.push(() => dispatch(modalsKept({ keys: [] })));
            }
            performance.measure(PAGES_WARMED, { start });
          }),
        );
      }),
    );
    return () => cancels.forEach((cancel) => cancel());
  }, [ids, dispatch]);
  if (!warm) return null;
  return createPortal(<Activity mode="hidden">{PAGE_ELEMENTS.get(warm.id)}</Activity>, warm.into, warm.id);
}

/** Everything behind the sign-in guard. Loaded as its own chunk. The routes are the navigation model's pages. */
export default function PortalApp() {
  return (
    <RequireAuth>
      <PreloadPageViews />
      <WarmPageViews />
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

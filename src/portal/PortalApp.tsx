import { Suspense } from 'react';
import type { ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireAuth } from '../features/auth/RequireAuth';
import { lazyChunk } from '../features/deployment/views';
import { PAGES } from '../navigation/navModel';
import { NotFoundPage } from '../ui/StatusPage';
import { PortalLayout } from './PortalLayout';
import { GenericPage } from './pages/GenericPage';

/**
 * The portal's route table is the navigation model (ADR 0134): each page's route is its `path`, its view its
 * `view` loader (a lazy chunk: a failed download offers the new version or a retry), or else its frame and empty
 * state. Each page's element is made once.
 */
const PAGE_ELEMENTS: ReadonlyMap<string, ReactElement> = new Map(
  PAGES.map((page) => {
    if (!page.view) return [page.id, <GenericPage pageId={page.id} />];
    const View = lazyChunk(page.view);
    return [
      page.id,
      <Suspense fallback={null}>
        <View />
      </Suspense>,
    ];
  }),
);

/** Everything behind the sign-in guard. Loaded as its own chunk. The routes are the navigation model's pages. */
export default function PortalApp() {
  return (
    <RequireAuth>
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

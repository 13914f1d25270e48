import { Suspense } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { FullScreenMessage } from '../ui/FullScreenMessage';
import { marketingRoutes } from '../marketing/MarketingRoutes';
import { PublicNotFound } from '../marketing/pages/PublicNotFound';
import MarketingLayout from '../marketing/MarketingLayout';
import { lazyChunk } from '../features/deployment/lazyChunk';
import { importMsal } from '../services/msalChunk';
import { PortalRuntimeGate } from './PortalRuntimeGate';

// Chunk names: scripts/prerender.tsx makes the prerendered /login request "login" with the portal runtime (ADR 0113).
const PortalApp = lazyChunk(() => import(/* webpackChunkName: "portal" */ '../portal/PortalApp'));
const LoginPage = lazyChunk(() => import(/* webpackChunkName: "login" */ '../features/auth/LoginPage'));
const LogoutPage = lazyChunk(() => import(/* webpackChunkName: "logout" */ '../features/auth/LogoutPage'));
const RedirectPage = lazyChunk(() => import(/* webpackChunkName: "redirect-page" */ '../features/auth/RedirectPage'));

/** The routes behind the portal runtime gate other than the portal itself (`/*`). */
const SIGN_IN_PAGES = [
  { path: '/login', Page: LoginPage },
  { path: '/logout', Page: LogoutPage },
  { path: '/redirect', Page: RedirectPage },
];

/**
 * Requests the chunks the gate's page at `pathname` needs, together with the portal runtime's (ADR 0113): the
 * page's own and MSAL's (every page behind the gate signs in, out, or checks the session first).
 */
function preloadGatedPage(pathname: string): void {
  (SIGN_IN_PAGES.find(({ path }) => matchPath(path, pathname))?.Page ?? PortalApp).preload();
  // Its failure shows where the auth loader imports it again.
  importMsal().catch(() => undefined);
}

/**
 * The route table of spec §2. Public routes render inside the marketing layout, which is in the entry chunk
 * (a prerendered page hydrates in one download wave, ADR 0107); `/*` falls through to
 * the portal, which owns its own 404. The sign-in pages and the portal wait for the portal runtime (ADR 0109).
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<FullScreenMessage title="Loading..." busy />}>
      <Routes>
        <Route path="/" element={<MarketingLayout />}>
          {marketingRoutes()}
          <Route path="404" element={<PublicNotFound />} />
        </Route>
        <Route element={<PortalRuntimeGate preloadPage={preloadGatedPage} />}>
          {SIGN_IN_PAGES.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="/*" element={<PortalApp />} />
        </Route>
      </Routes>
    </Suspense>
  );
}

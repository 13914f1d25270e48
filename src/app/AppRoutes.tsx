import { Suspense, useEffect } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { FullScreenMessage } from '../ui/FullScreenMessage';
import { loadPublicPage, marketingRoutes } from '../marketing/publicRoutes';
import MarketingLayout from '../marketing/MarketingLayout';
import { lazyChunk } from '../features/deployment/views';
import { loadLoginPage, loadLogoutPage, loadRedirectPage, SIGN_IN_PATHS } from '../features/auth/views';
import { importMsal } from '../services/msalChunk';
import { PortalRuntimeGate } from './PortalRuntimeGate';

// Chunk names: scripts/prerender.tsx makes the prerendered /login request "login" with the sign-in runtime (ADR 0113, 0135).
const PortalApp = lazyChunk(() => import(/* webpackChunkName: "portal" */ '../portal/PortalApp'));
const LoginPage = lazyChunk(loadLoginPage);
const LogoutPage = lazyChunk(loadLogoutPage);
const RedirectPage = lazyChunk(loadRedirectPage);

/**
 * Requests the chunk of the public page `path` while it renders nothing: signing out ends on `/` (the auth
 * listeners go there), whose page is a chunk of its own (ADR 0114), so it is in when the logout page leaves.
 */
function PublicPageAhead({ path }: { path: string }) {
  useEffect(() => {
    // Its failure shows where the page renders (the retry).
    loadPublicPage(path).catch(() => undefined);
  }, [path]);
  return null;
}

/** The sign-in pages, behind the sign-in runtime's gate (ADR 0135); `next`: the public page they end on. */
const SIGN_IN_PAGES: Record<(typeof SIGN_IN_PATHS)[number], { Page: typeof LoginPage; next?: string }> = {
  '/login': { Page: LoginPage },
  '/logout': { Page: LogoutPage, next: '/' },
  '/redirect': { Page: RedirectPage },
};

/**
 * Requests the chunks the gate's page at `pathname` needs, together with the portal runtime's (ADR 0113): the
 * page's own and MSAL's (every page behind the gate signs in, out, or checks the session first).
 */
function preloadGatedPage(pathname: string): void {
  const signInPath = SIGN_IN_PATHS.find((path) => matchPath(path, pathname));
  (signInPath ? SIGN_IN_PAGES[signInPath].Page : PortalApp).preload();
  // Its failure shows where the auth loader imports it again.
  importMsal().catch(() => undefined);
}

/**
 * The route table of spec §2. Public routes render inside the marketing layout, which is in the entry chunk
 * (a prerendered page hydrates in one download wave, ADR 0107); each public page is a chunk of its own that the
 * prerendered page lists with the entry's scripts and start-up loads before hydrating (ADR 0114); `/*` falls through to
 * the portal, which owns its own 404. The sign-in pages wait for the sign-in runtime (ADR 0135), the portal for
 * the portal runtime (ADR 0109).
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<FullScreenMessage title="Loading..." busy />}>
      <Routes>
        <Route path="/" element={<MarketingLayout />}>
          {marketingRoutes()}
        </Route>
        <Route element={<PortalRuntimeGate stage="sign-in" preloadPage={preloadGatedPage} />}>
          {SIGN_IN_PATHS.map((path) => {
            const { Page, next } = SIGN_IN_PAGES[path];
            return (
              <Route
                key={path}
                path={path}
                element={
                  <>
                    <Page />
                    {next && <PublicPageAhead path={next} />}
                  </>
                }
              />
            );
          })}
        </Route>
        <Route element={<PortalRuntimeGate stage="portal" preloadPage={preloadGatedPage} />}>
          <Route path="/*" element={<PortalApp />} />
        </Route>
      </Routes>
    </Suspense>
  );
}

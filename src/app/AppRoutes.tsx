import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { FullScreenMessage } from '../ui/FullScreenMessage';
import { marketingRoutes } from '../marketing/MarketingRoutes';
import { PublicNotFound } from '../marketing/pages/PublicNotFound';
import MarketingLayout from '../marketing/MarketingLayout';
import { lazyChunk } from '../features/deployment/lazyChunk';
import { PortalRuntimeGate } from './PortalRuntimeGate';

const PortalApp = lazyChunk(() => import('../portal/PortalApp'));
const LoginPage = lazyChunk(() => import('../features/auth/LoginPage'));
const LogoutPage = lazyChunk(() => import('../features/auth/LogoutPage'));
const RedirectPage = lazyChunk(() => import('../features/auth/RedirectPage'));

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
        <Route element={<PortalRuntimeGate />}>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/logout" element={<LogoutPage />} />
          <Route path="/redirect" element={<RedirectPage />} />
          <Route path="/*" element={<PortalApp />} />
        </Route>
      </Routes>
    </Suspense>
  );
}

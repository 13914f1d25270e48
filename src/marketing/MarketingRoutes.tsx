import type { ComponentType } from 'react';
import { Route } from 'react-router-dom';
import { publicPages } from './content/pages';
import type { PageKind, PublicPageContent } from './content/pages';
import { AssistantPage, CareersPage, ComingSoonPage, ContactPage, LandingPage, LegalPage, PlatformPage, SecondChairPage } from './pages/MarketingPages';

const PAGES: Record<PageKind, ComponentType<{ page: PublicPageContent }>> = {
  landing: LandingPage,
  'second-chair': SecondChairPage,
  assistant: AssistantPage,
  platform: PlatformPage,
  'coming-soon': ComingSoonPage,
  contact: ContactPage,
  careers: CareersPage,
  legal: LegalPage,
};

/** The public route elements, nested under the marketing layout by AppRoutes. */
export function marketingRoutes() {
  return publicPages.map((page) => {
    const Page = PAGES[page.kind];
    return page.path === '/' ? <Route key={page.path} index element={<Page page={page} />} /> : <Route key={page.path} path={page.path.slice(1)} element={<Page page={page} />} />;
  });
}

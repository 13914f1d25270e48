import { Route } from 'react-router-dom';
import { publicPages } from './content/pages';
import { PlaceholderPage } from './pages/PlaceholderPage';

/** The public route elements, nested under the marketing layout by AppRoutes. */
export function marketingRoutes() {
  return publicPages.map((page) =>
    page.path === '/' ? (
      <Route key={page.path} index element={<PlaceholderPage page={page} />} />
    ) : (
      <Route key={page.path} path={page.path} element={<PlaceholderPage page={page} />} />
    ),
  );
}

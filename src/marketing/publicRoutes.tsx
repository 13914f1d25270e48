import { parsePath, Route } from 'react-router-dom';
import { publicPages } from './content/pages';
import type { PublicPageProps } from './content/pages';
import { routeChunk } from '../features/deployment/routeChunk';
import type { RouteChunk } from '../features/deployment/routeChunk';

/**
 * The public routes, made from the route table (`content/pages.ts`): each page with its copy is a chunk of its
 * own (ADR 0114) that renders without suspending once loaded (`routeChunk`). scripts/prerender.tsx lists the
 * chunk's files among the page's scripts, so it arrives with the entry; the dependency floor
 * (scripts/bench/floor.ts) walks the table's imports as the public pages' own.
 */
const PAGES: ReadonlyMap<string, RouteChunk<PublicPageProps>> = new Map(publicPages.map((page) => [page.path, routeChunk(page.load)]));

const NOT_FOUND = routeChunk(() => import(/* webpackChunkName: "page-404" */ './routes/notFound'));

/** The page chunk of `pathname` as the router matches it (case-insensitive, a trailing slash ignored). */
function chunkOf(pathname: string) {
  const route = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
  return route === '/404' ? NOT_FOUND : PAGES.get(route);
}

/** The public route elements and /404, nested under the marketing layout by AppRoutes. */
export function marketingRoutes() {
  return [
    ...publicPages.map((page) => {
      const Page = chunkOf(page.path);
      if (!Page) throw new Error(`no page chunk for the public route ${page.path}`);
      return page.path === '/' ? <Route key={page.path} index element={<Page page={page} />} /> : <Route key={page.path} path={page.path.slice(1)} element={<Page page={page} />} />;
    }),
    <Route key="/404" path="404" element={<NOT_FOUND />} />,
  ];
}

/**
 * Resolves once the page of `pathname` (a public route) can render without suspending; at once for any other
 * path. Start-up awaits it before hydrating, the prerender before rendering. Rejects if the chunk failed.
 */
export async function loadPublicPage(pathname: string): Promise<void> {
  await chunkOf(pathname)?.load();
}

/**
 * What a link to `to` waits for before the router moves there (`StoreRouter`'s `beforeNavigate`): the page's
 * chunk when `to` is a public page whose chunk is not in yet, so the current page stays on screen until the
 * next one can render (no "Loading..." in between); null when there is nothing to wait for. A failed download
 * navigates anyway: the page then offers the retry.
 */
export function publicPageReady(to: string): Promise<void> | null {
  const chunk = chunkOf(parsePath(to).pathname ?? '');
  if (!chunk || chunk.isLoaded()) return null;
  return chunk.load().then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Requests the chunk of the public page a link points to (`href`), if it is one and not in yet: called when the
 * pointer, a finger or the focus reaches the link, so the page is usually in before the click. A failure is
 * silent; the navigation requests it again.
 */
export function prefetchPublicPage(href: string): void {
  chunkOf(parsePath(href).pathname ?? '')
    ?.load()
    .catch(() => undefined);
}

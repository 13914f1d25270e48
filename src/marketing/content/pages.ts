/**
 * Every public route with its title and meta description (SEO). Its page and copy are a chunk of their own
 * (`src/marketing/publicRoutes.tsx`, ADR 0114).
 */
export interface PublicPageContent {
  path: string;
  title: string;
  description: string;
}

/** What a public route's page is rendered with. */
export interface PublicPageProps {
  page: PublicPageContent;
}

export const publicPages: PublicPageContent[] = [
  { path: '/', title: 'Second Chair – AI for live legal proceedings', description: 'A second chair for depositions, trials and negotiations, and a voice-first assistant for practice management. Runs fully on your own hardware.' },
  { path: '/second-chair', title: 'Second Chair – real-time intelligence in the room', description: 'Five cognition engines listen with you: contradictions, objections, insights, anticipation and an associate, in under a second.' },
  { path: '/assistant', title: 'Assistant – a voice-first assistant for your practice', description: 'Research, documents, time, calendar, drafting and client communication, by voice.' },
  { path: '/platform', title: 'Platform – Second Chair and Assistant', description: 'One private platform, two AI systems for legal professionals, fully local and offline.' },
  { path: '/vision', title: 'Vision – coming soon', description: 'Vision, the next Second Chair system, is coming soon. Expected Q2 2025.' },
  { path: '/company', title: 'Company – coming soon', description: 'About Second Chair, Inc. of Santa Monica, CA. Coming soon.' },
  { path: '/news', title: 'Latest News – coming soon', description: 'News from Second Chair. Coming soon.' },
  { path: '/news/press', title: 'Press Releases – coming soon', description: 'Press releases from Second Chair. Coming soon.' },
  { path: '/news/blog', title: 'Blog – coming soon', description: 'The Second Chair blog. Coming soon.' },
  { path: '/news/events', title: 'Events – coming soon', description: 'Where to meet Second Chair. Coming soon.' },
  { path: '/contact', title: 'Contact – Second Chair', description: 'Write to us about a trial licence. Trial licences are limited and by application only.' },
  { path: '/careers', title: 'Careers – Second Chair', description: 'Positions opening soon at Second Chair in Santa Monica, CA.' },
  { path: '/terms', title: 'Terms of Service – Second Chair', description: 'The terms for using Second Chair products and this site.' },
  { path: '/privacy', title: 'Privacy Policy – Second Chair', description: 'How Second Chair handles personal information.' },
  { path: '/security', title: 'Security – Second Chair', description: 'How Second Chair protects your data: local processing, AES-256, TLS 1.3 and MFA.' },
];

/** Every page rendered to HTML at build time (ADR 0105): the public routes, /404 and the static frame of /login. */
export const PRERENDERED_ROUTES: readonly string[] = [...publicPages.map((page) => page.path), '/404', '/login'];

const PUBLIC_PAGE_PATHS = new Set([...publicPages.map((page) => page.path), '/404']);

/** A marketing page or /404: everything else (sign-in pages, the portal) needs the portal runtime (ADR 0109). */
export const isPublicPage = (pathname: string): boolean => PUBLIC_PAGE_PATHS.has(pathname);

/**
 * The webpack chunk (group) name of a public route's page (ADR 0114): `page-` and the route, `/` is `home`, `/a/b`
 * is `a-b`. The route table (`publicRoutes.tsx`) names its imports so; the prerender and the budget look them up.
 */
export const publicPageChunk = (route: string): string => `page-${route === '/' ? 'home' : route.slice(1).replaceAll('/', '-')}`;

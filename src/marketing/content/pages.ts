import type { ComponentType } from 'react';

/**
 * The public route table: one entry per public route carries everything about it, its path, its SEO (title and
 * meta description), its sitemap entry (the build writes `sitemap.xml` from this table, `scripts/build/sitemap.ts`)
 * and its page with its copy, a chunk of its own (ADR 0114) named `publicPageChunk(path)`
 * (`publicRoutes.test.tsx` checks every name). `publicRoutes.tsx` makes the routes from it; the prerender, the
 * start-up (`isPublicPage`), the budget and the bench read it. A new public page is this entry and its file in
 * `routes/`.
 */
export interface PublicPageContent {
  path: string;
  title: string;
  description: string;
  /** The page's last substantive change (the sitemap's `lastmod`), when it is not the site's `SITE_UPDATED`. */
  updated?: string;
  /** The page and its copy: `import(/* webpackChunkName: "page-…" *\/ '../routes/…')`. */
  load: () => Promise<{ default: ComponentType<PublicPageProps> }>;
}

/** What a public route's page is rendered with. */
export interface PublicPageProps {
  page: PublicPageContent;
}

/** When the public pages last changed, for the sitemap. */
export const SITE_UPDATED = '2025-09-30';

export const publicPages: PublicPageContent[] = [
  { path: '/', title: 'Second Chair – AI for live legal proceedings', description: 'A second chair for depositions, trials and negotiations, and a voice-first assistant for practice management. Runs fully on your own hardware.',
    load: () => import(/* webpackChunkName: "page-home" */ '../routes/home') },
  { path: '/second-chair', title: 'Second Chair – real-time intelligence in the room', description: 'Five cognition engines listen with you: contradictions, objections, insights, anticipation and an associate, in under a second.',
    load: () => import(/* webpackChunkName: "page-second-chair" */ '../routes/secondChair') },
  { path: '/assistant', title: 'Assistant – a voice-first assistant for your practice', description: 'Research, documents, time, calendar, drafting and client communication, by voice.',
    load: () => import(/* webpackChunkName: "page-assistant" */ '../routes/assistant') },
  { path: '/platform', title: 'Platform – Second Chair and Assistant', description: 'One private platform, two AI systems for legal professionals, fully local and offline.',
    load: () => import(/* webpackChunkName: "page-platform" */ '../routes/platform') },
  { path: '/vision', title: 'Vision – coming soon', description: 'Vision, the next Second Chair system, is coming soon. Expected Q2 2025.',
    load: () => import(/* webpackChunkName: "page-vision" */ '../routes/vision') },
  { path: '/company', title: 'Company – coming soon', description: 'About Second Chair, Inc. of Santa Monica, CA. Coming soon.',
    load: () => import(/* webpackChunkName: "page-company" */ '../routes/company') },
  { path: '/news', title: 'Latest News – coming soon', description: 'News from Second Chair. Coming soon.',
    load: () => import(/* webpackChunkName: "page-news" */ '../routes/news') },
  { path: '/news/press', title: 'Press Releases – coming soon', description: 'Press releases from Second Chair. Coming soon.',
    load: () => import(/* webpackChunkName: "page-news-press" */ '../routes/newsPress') },
  { path: '/news/blog', title: 'Blog – coming soon', description: 'The Second Chair blog. Coming soon.',
    load: () => import(/* webpackChunkName: "page-news-blog" */ '../routes/newsBlog') },
  { path: '/news/events', title: 'Events – coming soon', description: 'Where to meet Second Chair. Coming soon.',
    load: () => import(/* webpackChunkName: "page-news-events" */ '../routes/newsEvents') },
  { path: '/contact', title: 'Contact – Second Chair', description: 'Write to us about a trial licence. Trial licences are limited and by application only.',
    load: () => import(/* webpackChunkName: "page-contact" */ '../routes/contact') },
  { path: '/careers', title: 'Careers – Second Chair', description: 'Positions opening soon at Second Chair in Santa Monica, CA.',
    load: () => import(/* webpackChunkName: "page-careers" */ '../routes/careers') },
  { path: '/terms', title: 'Terms of Service – Second Chair', description: 'The terms for using Second Chair products and this site.',
    load: () => import(/* webpackChunkName: "page-terms" */ '../routes/terms') },
  { path: '/privacy', title: 'Privacy Policy – Second Chair', description: 'How Second Chair handles personal information.',
    load: () => import(/* webpackChunkName: "page-privacy" */ '../routes/privacy') },
  { path: '/security', title: 'Security – Second Chair', description: 'How Second Chair protects your data: local processing, AES-256, TLS 1.3 and MFA.',
    load: () => import(/* webpackChunkName: "page-security" */ '../routes/security') },
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

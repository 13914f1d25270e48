/**
 * The single source of truth for how the production build is served: security headers, the Content
 * Security Policy, caching and the path rules (SPA fallback, the /redirect bridge page, 404 for unknown
 * assets). `deploy/nginx/portal.conf`, `staticwebapp.config.json`, the nginx config of the e2e run and
 * `npm run serve` are all generated from here (ADR 0060). Pure functions: no file or process access (the one
 * inline script's hash comes from themeBoot.ts, which reads and minifies it once on import).
 */
import { APP_LOADER, THEME_BOOT } from './themeBoot.ts';

/** What the policy needs to know about a deployment (derived from the build's APP_* settings). */
export interface ServingTarget {
  /** The OpenID Connect authority (Entra ID or the local provider). */
  authority: string;
  apiBaseUrl: string;
  graphBaseUrl: string;
  /** More origins the page may connect to (e.g. a QA-only DevTools socket); empty in production. */
  extraConnectSources?: readonly string[];
}

/**
 * How inline <style> elements (Emotion, notistack, react-colorful, prerendered critical CSS) are allowed:
 * `nonce` when the server can mint one per response (nginx, `npm run serve`), `unsafe-inline` where
 * headers are static (Azure Static Web Apps). Scripts never get either: the one inline script, the theme boot,
 * is allowed by its hash (ADR 0138).
 */
export type StyleSource = { nonce: string } | 'unsafe-inline';

/** The placeholder in the built HTML that a server replaces with the response's nonce. */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

export type PageKind = 'app' | 'redirect-bridge';

const origin = (url: string): string | null => {
  try {
    return /^https?:\/\//.test(url) ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

const unique = (values: (string | null)[]): string[] => [...new Set(values.filter((v): v is string => v !== null))];

/** The directives, in a map so that a build flavour can add a source without string surgery. */
export function cspDirectives(target: ServingTarget, style: StyleSource, page: PageKind = 'app'): Record<string, string[]> {
  const authority = origin(target.authority);
  const services = [authority, origin(target.apiBaseUrl), origin(target.graphBaseUrl)];
  return {
    'default-src': ["'self'"],
    // Script files from the origin, the theme boot inlined in every page's <head> by its hash (ADR 0138) and the
    // app loader inlined in each prerendered page's (ADR 0139).
    'script-src': ["'self'", THEME_BOOT.hash, APP_LOADER.hash],
    'style-src': ["'self'", style === 'unsafe-inline' ? "'unsafe-inline'" : `'nonce-${style.nonce}'`],
    // Graph photos arrive as data: URLs.
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': unique(["'self'", ...services, ...(target.extraConnectSources ?? [])]),
    // msal-browser's silent flow loads the authority in a hidden iframe that ends on /redirect.
    'frame-src': unique(["'self'", authority]),
    'form-action': unique(["'self'", authority]),
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    // The bridge page is framed by the app itself during silent sign-in; nothing else may frame anything.
    'frame-ancestors': [page === 'redirect-bridge' ? "'self'" : "'none'"],
  };
}

export function contentSecurityPolicy(target: ServingTarget, style: StyleSource, page: PageKind = 'app'): string {
  return Object.entries(cspDirectives(target, style, page))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Powerful features the app never uses. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** Only over HTTPS (deploy configs); browsers ignore it on plain HTTP anyway. */
export const HSTS = 'max-age=63072000; includeSubDomains';

export const CACHE = {
  /** Content-hashed files under /assets/: a new build gets new names. */
  immutable: 'public, max-age=31536000, immutable',
  /** HTML and every unhashed file: always revalidate. */
  revalidate: 'no-cache',
  /** API responses proxied by the server, and a missing hashed asset (its 404 must not be kept). */
  none: 'no-store',
} as const;

/** The build's precompressed copies, when asked for by their own URL: compressed data, not the file inside. */
export const COMPRESSED_TYPES = { br: 'application/x-brotli', gz: 'application/gzip' } as const;

/** Headers of every response that carries a page or a static file (not API responses). */
export function securityHeaders(target: ServingTarget, style: StyleSource, page: PageKind = 'app'): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(target, style, page),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Frame-Options': page === 'redirect-bridge' ? 'SAMEORIGIN' : 'DENY',
    // Keeps the sign-in popup's handle; msal-browser 5's bridge page must have no COOP at all (ADR 0060).
    ...(page === 'app' ? { 'Cross-Origin-Opener-Policy': 'same-origin-allow-popups' } : {}),
  };
}

/** Path rules every server applies, in this order. */
export const PATHS = {
  /** The MSAL redirect bridge: `/redirect` and anything below it serve this file. */
  redirectBridge: { prefix: '/redirect', file: 'redirect.html' },
  /** Content-hashed build output: exact files only, unknown names are 404 (never the SPA page). */
  hashedAssets: '/assets/',
  /** Proxied to the API servers (mock API in local runs); never the SPA page. */
  proxied: ['/api/', '/graph/', '/__mock/'],
  /** Paths that look like files (have an extension) are 404 when missing, never the SPA page. */
  spaFallback: 'app.html',
  /** Pages rendered at build time: an app route is its `<route>/index.html` when the build wrote one (ADR 0105). */
  prerenderedPage: 'index.html',
  /** Written by the build; the app reads it after a chunk fails to load (new deployment or network?). */
  version: '/version.json',
} as const;

/** Files the build precompresses (brotli and gzip) and servers send precompressed. */
export const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml)$/;

/** True when the SPA fallback applies: a path with no file extension (an app route). */
export const isAppRoute = (pathname: string): boolean => !/\.[a-z0-9]+$/i.test(pathname.slice(pathname.lastIndexOf('/') + 1));

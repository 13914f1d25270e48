/**
 * Renders `staticwebapp.config.json` (Azure Static Web Apps) from the serving policy (policy.ts).
 * SWA's headers are static and it cannot rewrite response bodies, so there is no per-response nonce:
 * inline styles are allowed with 'unsafe-inline' there (scripts stay 'self' only; ADR 0061).
 */
import { CACHE, COMPRESSED_TYPES, HSTS, PATHS, securityHeaders } from './policy.ts';
import type { ServingTarget } from './policy.ts';

/** Extensions that are files (excluded from the navigation fallback, so a missing one is a 404). */
const FILE_EXTENSIONS = ['js', 'css', 'map', 'json', 'txt', 'xml', 'svg', 'png', 'jpg', 'jpeg', 'webp', 'ico', 'mp4', 'webm', 'woff2', 'html'];

export function renderStaticWebAppConfig(target: ServingTarget): string {
  const app = securityHeaders(target, 'unsafe-inline', 'app');
  const bridge = securityHeaders(target, 'unsafe-inline', 'redirect-bridge');
  const { redirectBridge, hashedAssets, spaFallback } = PATHS;
  const config = {
    navigationFallback: {
      rewrite: `/${spaFallback}`,
      exclude: [`${hashedAssets}*`, `/*.{${FILE_EXTENSIONS.join(',')}}`, '/api/*', `${redirectBridge.prefix}*`],
    },
    routes: [
      {
        // Route headers go on files that exist only: a missing asset is SWA's 404, with the global headers
        // (no-cache), as in the SWA CLI's emulator, so a chunk that races a deploy is never kept for a year.
        route: `${hashedAssets}*`,
        headers: { 'Cache-Control': CACHE.immutable },
      },
      {
        // The MSAL bridge page. Route headers replace global ones of the same name: COOP is reset to its
        // default value ('unsafe-none'), the one way to drop a global header here.
        route: `${redirectBridge.prefix}*`,
        rewrite: `/${redirectBridge.file}`,
        headers: {
          'Content-Security-Policy': bridge['Content-Security-Policy'],
          'X-Frame-Options': bridge['X-Frame-Options'],
          'Cross-Origin-Opener-Policy': 'unsafe-none',
        },
      },
    ],
    globalHeaders: { ...app, 'Strict-Transport-Security': HSTS, 'Cache-Control': CACHE.revalidate },
    // A precompressed copy asked for by its own URL is compressed data, not octet-stream.
    mimeTypes: { '.br': COMPRESSED_TYPES.br, '.gz': COMPRESSED_TYPES.gz },
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

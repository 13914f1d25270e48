/**
 * `sitemap.xml`, written by the build from the public route table (`src/marketing/content/pages.ts`): one
 * `<url>` per public page, so a new page is in the sitemap without a second edit. `/404` and the portal are not
 * public pages and are never listed.
 */
import type { Compiler } from 'webpack';
import { publicPages, SITE_UPDATED } from '../../src/marketing/content/pages.ts';
import type { PublicPageContent } from '../../src/marketing/content/pages.ts';
import { SITE } from '../../src/marketing/content/site.ts';

const escapeXml = (text: string): string => text.replace(/[<>&'"]/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c] ?? ''};`);

/** The sitemap of `pages` under `origin` (no trailing slash), each page's `updated` or else `siteUpdated` as its `lastmod`. */
export function sitemapXml(pages: readonly Pick<PublicPageContent, 'path' | 'updated'>[], origin: string, siteUpdated: string): string {
  const urls = pages.map((page) => `  <url><loc>${escapeXml(origin + page.path)}</loc><lastmod>${page.updated ?? siteUpdated}</lastmod></url>\n`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('')}</urlset>\n`;
}

/** Emits `sitemap.xml` with the build's other assets (before compression, so it gets its .gz and .br like them). */
export class SitemapPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('SitemapPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SitemapPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('sitemap.xml', new sources.RawSource(sitemapXml(publicPages, SITE.origin, SITE_UPDATED)));
      });
    });
  }
}

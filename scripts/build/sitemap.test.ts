import { publicPages, SITE_UPDATED } from '../../src/marketing/content/pages';
import { sitemapXml } from './sitemap';

describe('sitemap.xml from the public route table', () => {
  it('lists every public page once under the origin, with its own date or the site date', () => {
    const xml = sitemapXml([{ path: '/' }, { path: '/news/press', updated: '2026-01-02' }], 'https://example.test', '2025-09-30');
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '  <url><loc>https://example.test/</loc><lastmod>2025-09-30</lastmod></url>\n' +
        '  <url><loc>https://example.test/news/press</loc><lastmod>2026-01-02</lastmod></url>\n' +
        '</urlset>\n',
    );
  });

  it('escapes what XML reserves', () => {
    expect(sitemapXml([{ path: "/a&b'<c>" }], 'https://example.test', SITE_UPDATED)).toContain('<loc>https://example.test/a&amp;b&apos;&lt;c&gt;</loc>');
  });

  it('has a url for each page of the route table and nothing else', () => {
    const locs = [...sitemapXml(publicPages, 'https://o.test', SITE_UPDATED).matchAll(/<loc>https:\/\/o\.test([^<]*)<\/loc>/g)].map(([, path]) => path);
    expect(locs).toEqual(publicPages.map((page) => page.path));
    expect(locs).not.toContain('/404');
  });
});

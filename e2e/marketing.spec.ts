import { expect, test } from './fixtures';
import { publicPageChunk, publicPages } from '../src/marketing/content/pages';
import { expectNoAxeViolations, headerPopupsChunk, holdBack, loginChunks, POPUP_BUTTON, publicPageChunks } from './helpers';

declare global {
  interface Window {
    /** What the page showed instead of a page with its heading during a navigation (ADR 0114). */
    __fallbacks?: string[];
  }
}

/** Each page's heading; a page added to the route table without one here still needs a heading of its own. */
const HEADINGS: Readonly<Record<string, RegExp>> = {
  '/': /Your second chair/,
  '/second-chair': /Second Chair/,
  '/assistant': /Assistant/,
  '/platform': /One private platform/,
  '/vision': /Vision/,
  '/company': /Company/,
  '/news': /Latest News/,
  '/news/press': /Press Releases/,
  '/news/blog': /Blog/,
  '/news/events': /Events/,
  '/contact': /Talk to us/,
  '/careers': /Careers/,
  '/terms': /Terms of Service/,
  '/privacy': /Privacy Policy/,
  '/security': /Security/,
  '/404': /404 - Page Not Found/,
};
const ROUTES: [string, RegExp][] = [...publicPages.map((page) => page.path), '/404'].map((path) => [path, HEADINGS[path] ?? /\S/]);

test.describe('public site', () => {
  for (const [path, heading] of ROUTES) {
    test(`${path} has its heading, its own title and meta tags, and no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      const title = await page.title();
      expect(title.length).toBeGreaterThan(3);
      await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `https://secondchair.example${path}`);
      if (path !== '/404') {
        await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute('content', title);
      }
      await expectNoAxeViolations(page);
    });
  }

  test('every claim of the brief appears where it belongs', async ({ page }) => {
    await page.goto('/');
    for (const text of ['Contradiction Engine', 'Objection Engine', 'Insights Engine', 'Anticipation Engine', 'Associate Engine', 'Patents pending', 'zero third-party exposure', 'under 1 second']) {
      await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    }
    await page.goto('/second-chair');
    for (const text of ['3000+', '< 1 s', '90%']) await expect(page.getByText(text, { exact: true })).toBeVisible();
    await page.getByRole('tab', { name: 'Live transcription' }).click();
    await expect(page).toHaveURL(/#transcription$/);
    await expect(page.getByRole('tabpanel')).toContainText('99.7%');
    await page.getByRole('tab', { name: 'Intelligence engine' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('under 200 ms');
    await expect(page.getByRole('link', { name: 'Meet Assistant' })).toHaveAttribute('href', '/assistant');
    await expect(page.getByRole('link', { name: 'See the whole platform' })).toHaveAttribute('href', '/platform');
    await page.goto('/assistant');
    await expect(page.getByRole('article')).toHaveCount(6);
    await page.goto('/vision');
    await expect(page.getByText('Expected Q2 2025')).toBeVisible();
    await page.goto('/contact');
    await expect(page.getByText('Trial licences are limited and by application only.', { exact: false })).toBeVisible();
    await page.goto('/security');
    for (const text of ['AES-256', 'TLS 1.3', 'multi-factor authentication (MFA)', 'within 24 hours', 'Last updated September 30, 2025']) await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    await page.goto('/terms');
    for (const text of ['at least 30 days', 'under 18']) await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    await page.goto('/privacy');
    await expect(page.getByText('within 72 hours', { exact: false })).toBeVisible();
    await page.goto('/careers');
    await expect(page.getByText('Positions opening soon', { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('main').getByText('Santa Monica, CA 90401')).toBeVisible();
  });

  test('the contact button opens a prefilled e-mail with the preset subject', async ({ page }) => {
    await page.goto('/contact');
    const button = page.getByRole('link', { name: 'Email us about a trial licence' });
    await expect(button).toHaveAttribute('href', 'mailto:hello@secondchair.example?subject=Second%20Chair%20trial%20licence%20enquiry');
    await expect(page.locator('form')).toHaveCount(0);
  });

  test('the header menus work by keyboard', async ({ page }) => {
    await page.goto('/');
    const platform = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Platform' });
    await platform.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['Second Chair', 'Assistant', 'Vision']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/assistant$/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'News' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['Latest News', 'Press Releases', 'Blog', 'Events']);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  test('the header hides past 100 px when scrolling down and shows on scrolling up, without layout shift', async ({ page }) => {
    await page.goto('/second-chair');
    await expect(page.getByRole('heading', { level: 1, name: 'Second Chair' })).toBeVisible();
    const header = page.locator('header').first();
    const mainTop = await page.getByRole('main').evaluate((el) => Math.round(el.getBoundingClientRect().top + window.scrollY));
    await page.mouse.wheel(0, 60);
    await expect(header).toHaveAttribute('data-hidden', 'false');
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-hidden', 'true');
    await page.mouse.wheel(0, -120);
    await expect(header).toHaveAttribute('data-hidden', 'false');
    expect(await page.getByRole('main').evaluate((el) => Math.round(el.getBoundingClientRect().top + window.scrollY))).toBe(mainTop);
  });

  test('a phone gets the mobile menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    await drawer.getByRole('link', { name: 'Press Releases' }).click();
    await expect(page).toHaveURL(/\/news\/press$/);
    await expect(drawer).toBeHidden();
    await expectNoAxeViolations(page);
  });

  test('robots.txt and sitemap.xml are served', async ({ request }) => {
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: https://secondchair.example/sitemap.xml');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>https://secondchair.example/second-chair</loc>');
  });

  test("a prerendered page requests the app's scripts only after its first contentful paint, then hydrates", async ({ browser, baseURL }) => {
    const visitor = await browser.newContext({ baseURL });
    const page = await visitor.newPage();
    const requestedAt = new Map<string, number>();
    page.on('requestfinished', (r) => {
      if (/\/assets\/[^/]+\.js$/.test(new URL(r.url()).pathname)) requestedAt.set(r.url(), r.timing().startTime);
    });
    await page.goto('/second-chair', { waitUntil: 'networkidle' });
    const paintedAt = await page.evaluate(() => performance.timeOrigin + (performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN));
    expect(Number.isFinite(paintedAt)).toBe(true);
    expect([...requestedAt.keys()].some((url) => /\/main\.[0-9a-f]+\.js$/.test(url))).toBe(true);
    // Request times and the paint time are both the browser's wall clock (ADR 0112).
    for (const [url, at] of requestedAt) expect(at, url).toBeGreaterThanOrEqual(paintedAt);
    // The app takes over: then a header link navigates inside the page (no new document is requested).
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(r.url());
    });
    await page.getByRole('link', { name: 'Company' }).first().click();
    await expect(page).toHaveURL(/\/company$/);
    expect(documents).toEqual([]);
    await visitor.close();
  });

  test("the header's menus and drawer are not in a page's first load; one opened before its chunk arrived opens when it does (ADR 0118)", async ({ page }) => {
    // (That the first load does not list them is checked on the build: scripts/build/chunks.build-test.ts.)
    const popups = headerPopupsChunk();
    const { release, requested } = await holdBack(page, popups);
    await page.goto('/');
    // Fetched once the page is up, before anyone opens a menu.
    await expect.poll(() => requested().includes(popups)).toBe(true);
    const platform = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Platform' });
    await platform.click();
    await expect(platform).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('menu')).toHaveCount(0);
    release();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['Second Chair', 'Assistant', 'Vision']);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(platform).toHaveAttribute('aria-expanded', 'false');
  });

  test('on the way to /login the sign-in runtime, the login page and MSAL are requested together, not one after another, and not the portal runtime (ADR 0113, 0135)', async ({ browser, baseURL }) => {
    const visitor = await browser.newContext({ baseURL });
    try {
      const page = await visitor.newPage();
      await page.goto('/');
      // The app has taken over the page (ADR 0112): "Login" navigates inside it, no new document.
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      const { runtime, page: loginPage, msal, portalRuntime } = loginChunks();
      const { release, requested } = await holdBack(page, runtime);
      await page.getByRole('link', { name: 'Login' }).first().click();
      await expect(page).toHaveURL(/\/login$/);
      expect(requested().filter((path) => path === '/login')).toEqual([]);
      // Requested while the runtime's chunk is held back: before it arrived.
      await expect.poll(() => [runtime, ...loginPage, ...msal].filter((file) => !requested().includes(file))).toEqual([]);
      await expect(page.getByRole('button', { name: POPUP_BUTTON })).toHaveCount(0);
      release();
      await expect(page.getByRole('button', { name: POPUP_BUTTON })).toBeVisible();
      expect(requested()).not.toContain(portalRuntime);
    } finally {
      await visitor.close();
    }
  });

  test("the first load of / requests its own page chunk and no other route's; pointing at a link requests its page's (ADR 0114)", async ({ browser, baseURL }) => {
    const visitor = await browser.newContext({ baseURL });
    try {
      const page = await visitor.newPage();
      const requested: string[] = [];
      page.on('request', (r) => requested.push(new URL(r.url()).pathname));
      await page.goto('/', { waitUntil: 'networkidle' });
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      const chunks = publicPageChunks();
      const own = chunks.get(publicPageChunk('/')) ?? [];
      expect(own.length).toBeGreaterThan(0);
      for (const file of own) expect(requested).toContain(file);
      // Each other page's own chunk (its module and copy; vendor chunks it shares, e.g. with the header's menus, may come).
      const others = [...chunks].filter(([name]) => name !== publicPageChunk('/')).flatMap(([name, files]) => files.filter((file) => file.startsWith(`/assets/${name}.`)));
      expect(others).toHaveLength(chunks.size - 1);
      expect(requested.filter((file) => others.includes(file))).toEqual([]);
      // (What those scripts hold, the landing page's module and copy and no other route's, is checked on the build.)
      // A link under the pointer (or a finger, or the focus): its page's chunk comes before the click, and only that one.
      const contact = (chunks.get(publicPageChunk('/contact')) ?? []).filter((file) => file.startsWith(`/assets/${publicPageChunk('/contact')}.`));
      await page.getByRole('banner').getByRole('link', { name: 'Contact' }).hover();
      await expect.poll(() => contact.filter((file) => !requested.includes(file))).toEqual([]);
      expect(requested.filter((file) => others.includes(file) && !contact.includes(file))).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  test('a click to another public page keeps the current page until the next one renders, with no fallback in between (ADR 0114)', async ({ browser, baseURL }) => {
    const visitor = await browser.newContext({ baseURL });
    try {
      const page = await visitor.newPage();
      await page.goto('/');
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      // Anything but a page with its heading in the main region, at any moment, is a fallback.
      await page.evaluate(() => {
        const seen: string[] = [];
        const check = () => {
          const heading = document.querySelector('main h1')?.textContent ?? '';
          if (!heading || heading === 'Loading...' || document.querySelector('[aria-busy="true"]')) seen.push(heading || '(no heading)');
        };
        new MutationObserver(check).observe(document.body, { childList: true, subtree: true, characterData: true });
        window.__fallbacks = seen;
      });
      const chunk = publicPageChunk('/second-chair');
      const file = (publicPageChunks().get(chunk) ?? []).find((name) => name.startsWith(`/assets/${chunk}.`));
      if (!file) throw new Error(`the build has no ${chunk} chunk`);
      const { release, requested } = await holdBack(page, file);
      await page.getByRole('link', { name: 'Explore Second Chair' }).click();
      await expect.poll(() => requested()).toContain(file);
      // The chunk is on its way: the landing page stays, the address has not moved.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Your second chair/);
      expect(new URL(page.url()).pathname).toBe('/');
      release();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Second Chair');
      await expect(page).toHaveURL(/\/second-chair$/);
      expect(await page.evaluate(() => window.__fallbacks)).toEqual([]);
    } finally {
      await visitor.close();
    }
  });
});

import { expect, test as base } from '@playwright/test';
import type { BrowserContext } from '@playwright/test';

declare global {
  interface Window {
    __portalCspViolation?: (report: string) => Promise<void>;
  }
}

/** Content Security Policy violations seen on the app's own pages, per browser context. */
const cspViolations = new WeakMap<BrowserContext, string[]>();

/**
 * Every e2e test runs with the QA recorder switched on (the documented runtime flag), and after each test
 * the recorder must have seen no value that is not plain JSON in any action or state. Every test also
 * fails on any `securitypolicyviolation` event or console CSP error on the app's pages (ADR 0061).
 */
export const test = base.extend<{ qaRecorderCheck: undefined; cspCheck: undefined }>({
  // A prerendered public page is painted before the app's scripts are even requested (ADR 0112): a navigation
  // to one returns once the app has taken over the page (`<html data-app-ready>`), so tests use working controls.
  // (Not with JavaScript off, nor for a test that asks only for the response to start: `waitUntil: 'commit'`.)
  page: async ({ page, javaScriptEnabled }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const waitForApp = javaScriptEnabled && options?.waitUntil !== 'commit';
      if (waitForApp && (await page.locator('script[data-scripts]').count()) > 0) await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      return response;
    };
    await provide(page);
  },
  context: async ({ context, baseURL }, provide) => {
    const appOrigin = new URL(baseURL ?? 'http://localhost').origin;
    const violations: string[] = [];
    cspViolations.set(context, violations);
    await context.exposeBinding('__portalCspViolation', ({ frame }, report: string) => {
      if (new URL(frame.url()).origin === appOrigin) violations.push(report);
    });
    context.on('console', (message) => {
      const url = message.location().url || message.page()?.url() || '';
      if (/Content Security Policy/i.test(message.text()) && url.startsWith(appOrigin)) violations.push(message.text());
    });
    await context.addInitScript(() => {
      window.localStorage.setItem('portal:qa', 'on');
      document.addEventListener('securitypolicyviolation', (event) => {
        void window.__portalCspViolation?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`);
      });
    });
    await provide(context);
  },
  cspCheck: [
    async ({ context }, provide) => {
      await provide(undefined);
      expect(cspViolations.get(context) ?? [], 'Content Security Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  qaRecorderCheck: [
    async ({ page }, provide) => {
      await provide(undefined);
      if (page.isClosed()) return;
      const problems = await page.evaluate(() => window.__portalQa?.problems() ?? []).catch(() => []);
      expect(problems, 'non-serializable values in actions or state').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

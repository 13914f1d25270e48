import { expect, test as base } from '@playwright/test';

/**
 * Every e2e test runs with the QA recorder switched on (the documented runtime flag), and after each test
 * the recorder must have seen no value that is not plain JSON in any action or state.
 */
export const test = base.extend<{ qaRecorderCheck: undefined }>({
  context: async ({ context }, provide) => {
    await context.addInitScript(() => {
      window.localStorage.setItem('portal:qa', 'on');
    });
    await provide(context);
  },
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

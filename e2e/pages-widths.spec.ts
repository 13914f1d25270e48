import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, openSignedIn } from './helpers';

/**
 * Every portal page at every width (issue #26 §1): no sideways scrolling, every button in the page visible,
 * inside the window and clickable (nothing drawn over it), at least 44 px tall on a phone, and axe clean.
 * Each page is opened by someone who may open it: Morgan (approver, team, crew time), Harper (HR), Pat (payroll).
 */
const WIDTHS = [320, 390, 768, 1024, 1440] as const;
const PHONE_MAX = 599;

const VISITS: { user: string; paths: string[] }[] = [
  { user: 'Morgan Lee', paths: ['/home', '/employee', '/employee/timeoff', '/employee/profile'] },
  { user: 'Morgan Lee', paths: ['/timecard', '/timecard/mytime', '/timecard/approval', '/timecard/crew'] },
  { user: 'Morgan Lee', paths: ['/projects', '/projects/24-117', '/team', '/team/members', '/settings', '/help'] },
  { user: 'Harper Quinn', paths: ['/hr', '/hr/employees', '/hr/calendar'] },
  { user: 'Pat Morgan', paths: ['/timecard/payroll'] },
];

async function expectPageFits(page: Page, path: string, width: number) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  // Wait for the page's data: no loading placeholder or progress bar left in it.
  await expect(main.locator('.MuiSkeleton-root, [role="progressbar"]')).toHaveCount(0);
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll, `${path} at ${width} px: page width (no sideways scrolling)`).toBeLessThanOrEqual(client);
  for (const button of await main.getByRole('button').all()) {
    if (!(await button.isVisible())) continue;
    const name = `${path} at ${width} px: button "${(await button.getAttribute('aria-label')) ?? (await button.innerText())}"`;
    await button.scrollIntoViewIfNeeded();
    const box = await button.boundingBox();
    expect(box, `${name} has a box`).not.toBeNull();
    if (!box) continue;
    expect(box.x, `${name} starts inside the window`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${name} ends inside the window`).toBeLessThanOrEqual(client + 0.5);
    if (width <= PHONE_MAX) expect(box.height, `${name} is a 44 px target`).toBeGreaterThanOrEqual(44);
    // Actionability: visible, stable, and receiving the click at its centre (not covered). Disabled buttons are
    // still checked for place and size, not clicked.
    if (await button.isEnabled()) await button.click({ trial: true, timeout: 5_000 });
  }
  // The sidebar (tablet rail, desktop) reaches the window's bottom however far the page is scrolled.
  const nav = page.getByRole('navigation', { name: 'Portal' });
  if (width > PHONE_MAX && (await nav.isVisible())) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const covers = await nav.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return box.top <= 0 && box.bottom >= window.innerHeight - 1;
    });
    expect(covers, `${path} at ${width} px: the sidebar runs from the top to the bottom of the window`).toBe(true);
  }
  await expectNoAxeViolations(page);
}

for (const width of WIDTHS) {
  for (const { user, paths } of VISITS) {
    test(`${paths.join(', ')} (${user}) fit ${width} px: no sideways scrolling, every button visible and clickable, axe clean`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await openSignedIn(page, paths[0] ?? '/home', user);
      for (const path of paths) {
        if (path !== paths[0]) await page.goto(path);
        await expectPageFits(page, path, width);
      }
    });
  }
}

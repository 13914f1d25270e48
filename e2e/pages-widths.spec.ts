import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, openSignedIn } from './helpers';

/**
 * Every portal page at every width (issue #26 §1): no sideways scrolling, every button in the page visible,
 * inside the window and clickable (nothing drawn over it), at least 44 px tall on a phone, and axe clean.
 * Each page is opened by someone who may open it: Morgan (approver, team, crew time), Harper (HR), Pat (payroll).
 * At 390 and 1440 px each page is also read in forced-colours mode (expectStatesInForcedColours).
 */
const WIDTHS = [320, 390, 768, 1024, 1440] as const;
const PHONE_MAX = 599;
/** The least height of a button on a phone. */
const TARGET = 44;
/** The widths each page is also read at in forced-colours mode (issue #49 §3). */
const FORCED_COLOURS_WIDTHS: readonly number[] = [390, 1440];

const VISITS: { user: string; paths: string[] }[] = [
  { user: 'Morgan Lee', paths: ['/home', '/employee', '/employee/timeoff', '/employee/profile'] },
  { user: 'Morgan Lee', paths: ['/timecard', '/timecard/mytime', '/timecard/approval', '/timecard/crew'] },
  { user: 'Morgan Lee', paths: ['/projects', '/projects/24-117', '/team', '/team/members', '/settings', '/help'] },
  { user: 'Harper Quinn', paths: ['/hr', '/hr/employees', '/hr/calendar'] },
  { user: 'Pat Morgan', paths: ['/timecard/payroll'] },
];

/**
 * Runs in the page: checks every action button of `main`, the page's main region, in one pass (issue #28: one round trip
 * per page and width instead of several per button) and returns what is wrong, each naming its button. What
 * `getByRole('button')` finds (buttons not hidden from assistive technology, whatever their element), if visible
 * (a box, not `visibility: hidden`): scrolled into view if needed, it has a box that starts and ends inside the
 * window, at least 44 px tall on a phone; an enabled one receives a click at its centre, as Playwright's
 * actionability check has it: with the window scrolled to one of the alignments Playwright tries in turn (as it
 * is, end, centre, start), the element drawn at its centre is the button or inside it. All of them stand still
 * (the same box two frames apart), as a trial click waits for.
 */
async function buttonProblems(main: Element, { phone, target }: { phone: boolean; target: number }): Promise<{ checked: number; problems: string[] }> {
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  const isButton = (el: Element) => {
    const role = el.getAttribute('role')?.trim().split(/\s+/)[0];
    return role === undefined || role === '' ? el.matches('button, input[type="button"], input[type="submit"], input[type="reset"], input[type="image"]') : role === 'button';
  };
  const visible = (el: Element) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && el.checkVisibility({ visibilityProperty: true });
  };
  const buttons = [...main.querySelectorAll<HTMLElement>('button, input, [role]')].filter((el) => isButton(el) && !el.closest('[aria-hidden="true"]') && visible(el));
  const label = (el: HTMLElement) => `button "${el.getAttribute('aria-label') ?? el.innerText}"`;
  const problems: string[] = [];

  // Standing still: each button's box in the document, now and two frames later.
  const place = (el: HTMLElement) => {
    const box = el.getBoundingClientRect();
    return [box.x + window.scrollX, box.y + window.scrollY, box.width, box.height].map((n) => Math.round(n * 10)).join(',');
  };
  const before = buttons.map(place);
  await frame();
  await frame();
  buttons.forEach((el, i) => {
    if (place(el) !== before[i]) problems.push(`${label(el)} is moving (its box changed between two frames)`);
  });

  const client = document.documentElement.clientWidth;
  const receivesClick = (el: HTMLElement) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  };
  for (const el of buttons) {
    const name = label(el);
    el.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) {
      problems.push(`${name} has no box`);
      continue;
    }
    if (box.x < 0) problems.push(`${name} starts outside the window (x ${box.x.toFixed(1)} px)`);
    if (box.x + box.width > client + 0.5) problems.push(`${name} ends outside the window (right edge ${(box.x + box.width).toFixed(1)} px, window ${client} px)`);
    if (phone && box.height < target) problems.push(`${name} is not a ${target} px target (${box.height.toFixed(1)} px tall)`);
    // Disabled buttons are checked for place and size, not for receiving a click.
    if (el.matches(':disabled') || el.closest('[aria-disabled="true"]')) continue;
    let clickable = receivesClick(el);
    for (const align of ['end', 'center', 'start'] as const) {
      if (clickable) break;
      el.scrollIntoView({ block: align, inline: align, behavior: 'instant' });
      // What reacts to the scroll (a header that hides) does so in the next frame.
      clickable = receivesClick(el) || (await frame().then(frame).then(() => receivesClick(el)));
    }
    if (!clickable) {
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      const over = hit ? `${hit.tagName.toLowerCase()}${hit.id ? `#${hit.id}` : ''}${typeof hit.className === 'string' && hit.className ? `.${hit.className.trim().split(/\s+/).join('.')}` : ''}` : 'nothing (outside the window)';
      problems.push(`${name} does not receive a click at its centre: ${over} is drawn there`);
    }
  }
  return { checked: buttons.length, problems };
}

async function expectPageFits(page: Page, path: string, width: number) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  // Wait for the page's data: no loading placeholder, progress bar or part still to render (aria-busy) left in it.
  await expect(main.locator('.MuiSkeleton-root, [role="progressbar"], [aria-busy="true"]')).toHaveCount(0);
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll, `${path} at ${width} px: page width (no sideways scrolling)`).toBeLessThanOrEqual(client);
  // Every button at once, in the page; retried for up to 5 s, as a trial click waits for a covered button.
  await expect(async () => {
    const { problems } = await main.evaluate(buttonProblems, { phone: width <= PHONE_MAX, target: TARGET });
    expect(problems, `${path} at ${width} px: every button inside the window, clickable${width <= PHONE_MAX ? `, ${TARGET} px tall` : ''}`).toEqual([]);
  }).toPass({ timeout: 5_000 });
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

/**
 * The page in forced-colours mode (Windows High Contrast, issue #49 §3): every selected, current or pressed control
 * on it (a tab, the sidebar's current page, a selected item, a pressed toggle) is drawn in the person's selection
 * colour (Highlight), since the browser paints the backgrounds that showed it in Canvas; and axe finds nothing.
 * Checked boxes and radios are the browser's own there (e2e/forced-colors.spec.ts compares their pixels).
 */
async function expectStatesInForcedColours(page: Page, path: string, width: number) {
  await page.emulateMedia({ forcedColors: 'active' });
  try {
    // The colours change by their controls' transitions: read them once those have run.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
    const unmarked = await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.style.cssText = 'forced-color-adjust: none; background-color: Highlight; position: absolute';
      document.body.append(probe);
      const highlight = getComputedStyle(probe).backgroundColor;
      probe.remove();
      const shown = (el: Element) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && el.checkVisibility({ visibilityProperty: true });
      };
      return [...document.querySelectorAll('.Mui-selected, [aria-current="page"], [role="tab"][aria-selected="true"], [aria-pressed="true"]')]
        .filter(shown)
        .filter((el) => getComputedStyle(el).backgroundColor !== highlight)
        .map((el) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent).trim().slice(0, 40)}"`);
    });
    expect(unmarked, `${path} at ${width} px in forced colours: every selected, current or pressed control in the selection colour`).toEqual([]);
    await expectNoAxeViolations(page);
  } finally {
    await page.emulateMedia({ forcedColors: 'none' });
  }
}

for (const width of WIDTHS) {
  for (const { user, paths } of VISITS) {
    test(`${paths.join(', ')} (${user}) fit ${width} px: no sideways scrolling, every button visible and clickable, axe clean`, async ({ page }) => {
      // Each page is read twice at the widths also read in forced colours.
      if (FORCED_COLOURS_WIDTHS.includes(width)) test.setTimeout(150_000);
      await page.setViewportSize({ width, height: 800 });
      await openSignedIn(page, paths[0] ?? '/home', user);
      for (const path of paths) {
        if (path !== paths[0]) await page.goto(path);
        await expectPageFits(page, path, width);
        if (FORCED_COLOURS_WIDTHS.includes(width)) await expectStatesInForcedColours(page, path, width);
      }
    });
  }
}

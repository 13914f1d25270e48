/**
 * Calendar feeds (issue #48 §5, ADR 0175) at a phone's and a desktop's width, over the real API service: Alex makes
 * the address of his own time-off feed on Settings and reads it from the field; the feed, fetched as a calendar app
 * fetches it (no sign-in) and parsed with ical.js, follows his request as Morgan approves it and as Alex cancels it:
 * one event, the same UID, a higher SEQUENCE each time.
 */
import ICAL from 'ical.js';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { WIDTHS, expectNoAxeViolations, expectNoSidewaysScroll, openSignedIn, secondPerson } from './helpers';
import { BROWSER_LOCALE } from './site';
import { longDay } from '../src/shared/work/dates';

/** Alex's pending vacation in the default seed. */
const UID = 'timeoff-to-1@portal';
/** A decision's send waits out the undo window (5 s) and the server's answer. */
const SEND = { timeout: 15_000 };

interface FeedEvent {
  status: string;
  sequence: number;
  start: string;
  summary: string;
}

/** The feed, fetched without a token and parsed by ical.js: the events with the request's UID. */
async function eventsOf(page: Page, address: string): Promise<FeedEvent[]> {
  const answer = await page.request.get(address);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^text\/calendar/);
  const calendar = ICAL.Component.fromString(await answer.text());
  return calendar
    .getAllSubcomponents('vevent')
    .filter((vevent) => vevent.getFirstPropertyValue('uid') === UID)
    .map((vevent) => {
      const event = new ICAL.Event(vevent);
      return { status: String(vevent.getFirstPropertyValue('status')), sequence: event.sequence, start: event.startDate.toString(), summary: event.summary };
    });
}

for (const width of WIDTHS) {
  test(`at ${width} px the own-time-off feed follows an approval and a cancellation`, async ({ page, browser }, testInfo) => {
    test.setTimeout(120_000);
    expect((await page.request.post('/__mock/seed?set=default')).status()).toBe(204);
    await page.setViewportSize({ width, height: 900 });
    await openSignedIn(page, '/settings', 'Alex Rivera');

    // Settings ▸ Calendar feeds: make the address, read it from its field.
    const feeds = page.getByRole('list', { name: 'Calendar feeds' });
    const own = feeds.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'My time off' }) });
    await expect(own).toContainText('Off: there is no address.');
    await own.getByRole('button', { name: 'Make an address for My time off' }).click();
    const field = own.getByRole('textbox', { name: 'Address of My time off' });
    await expect(field).toHaveValue(/\/api\/calendar\/feeds\/[\w-]+\.ics$/);
    await expect(field).toHaveAttribute('readonly');
    await expect(own.getByRole('button', { name: 'Copy address of My time off' })).toBeVisible();
    await expect(own.getByRole('button', { name: 'Revoke address of My time off' })).toBeVisible();
    const address = await field.inputValue();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await testInfo.attach(`calendar-feeds-${width}.png`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });

    const [pending] = await eventsOf(page, address);
    expect(pending).toMatchObject({ status: 'TENTATIVE', summary: 'Vacation (waiting for approval)' });

    // Morgan approves it on Approve Time, in his own browser.
    const morgan = await secondPerson(browser, width);
    await openSignedIn(morgan, '/timecard/approval', 'Morgan Lee');
    const item = morgan.getByRole(width <= 600 ? 'listitem' : 'row', { name: /^Alex Rivera: Time off: Vacation/ });
    const sent = morgan.waitForResponse((r) => r.url().endsWith('/api/approvals/timeoff/to-1') && r.request().method() === 'POST', SEND);
    await item.getByRole('button', { name: 'Approve' }).click();
    expect((await sent).status()).toBe(200);
    await morgan.context().close();

    const approved = await eventsOf(page, address);
    expect(approved).toHaveLength(1);
    expect(approved[0]).toMatchObject({ status: 'CONFIRMED', summary: 'Vacation', start: pending?.start });
    expect(approved[0]?.sequence).toBeGreaterThan(pending?.sequence ?? Infinity);

    // Alex cancels it on Time Off.
    await page.goto('/employee/timeoff');
    await page.getByRole('button', { name: `Cancel request from ${longDay(pending?.start ?? '', BROWSER_LOCALE)}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this request?' });
    await confirm.getByRole('button', { name: 'Cancel request' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('button', { name: `Cancel request from ${longDay(pending?.start ?? '', BROWSER_LOCALE)}` })).toHaveCount(0);

    const cancelled = await eventsOf(page, address);
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]).toMatchObject({ status: 'CANCELLED', summary: 'Cancelled: Vacation', start: pending?.start });
    expect(cancelled[0]?.sequence).toBeGreaterThan(approved[0]?.sequence ?? Infinity);

    // Revoked on Settings: the address answers 404 from then on.
    await page.goto('/settings');
    await own.getByRole('button', { name: 'Revoke address of My time off' }).click();
    await expect(own).toContainText('Off: there is no address.');
    expect((await page.request.get(address)).status()).toBe(404);
  });
}

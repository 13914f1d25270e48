import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { WIDTHS, expectNoAxeViolations, openSignedIn, secondPerson } from './helpers';

/** Announcements (issue #26 §4) at a phone's and a desktop's width, over the real API service. */

async function seed(page: Page) {
  expect((await page.request.post('/__mock/seed?set=default')).status()).toBe(204);
}

for (const width of WIDTHS) {
  test(`at ${width} px Harper posts an announcement from the search's Create Announcement; Alex is notified and reads it on Home`, async ({ page, browser }, testInfo) => {
    // Two people sign in and two pages are checked by axe: on a loaded machine that passes the default minute.
    test.setTimeout(120_000);
    await seed(page);
    await page.setViewportSize({ width, height: 900 });
    await openSignedIn(page, '/home', 'Harper Quinn');
    const title = `Fire drill at ${width}`;

    // The spec's search entry leads to the announcements on Home, where HR posts them.
    if (width < 600) await page.getByRole('banner').getByRole('button', { name: 'Search portal' }).click();
    await page.getByRole('combobox', { name: 'Search portal' }).fill('Create Announcement');
    await page.getByRole('option', { name: /Create Announcement/ }).click();
    await expect(page).toHaveURL(/\/home#announcements$/);
    await page.getByRole('button', { name: 'New announcement' }).click();
    const dialog = page.getByRole('dialog', { name: /New announcement/ });
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('textbox', { name: 'Text' }).fill('The alarm sounds at 2 pm. Leave by the nearest exit and meet in the north lot.');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Post announcement' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('toast').filter({ hasText: 'Resource created successfully' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Announcements' });
    await expect(list.getByRole('heading', { name: title })).toBeVisible();
    await testInfo.attach(`home-announcements-harper-${width}.png`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });

    // Alex, in his own browser: the bell has it, Home shows it, and he has no editing controls.
    const alex = await secondPerson(browser, width);
    await openSignedIn(alex, '/home', 'Alex Rivera');
    await expect(alex.getByRole('list', { name: 'Announcements' }).getByRole('heading', { name: title })).toBeVisible();
    await expect(alex.getByRole('button', { name: 'New announcement' })).toHaveCount(0);
    await alex.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await expect(alex.getByRole('dialog', { name: 'Notifications' }).getByText(`Announcement: ${title}`)).toBeVisible();
    await alex.keyboard.press('Escape');
    const { scroll, client } = await alex.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
    expect(scroll).toBeLessThanOrEqual(client);
    await expectNoAxeViolations(alex);

    // Harper takes it down; Alex's Home no longer shows it after a reload.
    await list.getByRole('button', { name: `Take down "${title}"` }).click();
    await page.getByRole('dialog', { name: 'Take this announcement down?' }).getByRole('button', { name: 'Take down' }).click();
    await expect(list.getByRole('heading', { name: title })).toHaveCount(0);
    await alex.reload();
    await expect(alex.getByRole('list', { name: 'Announcements' })).toBeVisible();
    await expect(alex.getByRole('heading', { name: title })).toHaveCount(0);
    await alex.context().close();
  });
}

import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { WIDTHS, expectNoAxeViolations, expectNoSidewaysScroll, openSignedIn, secondPerson } from './helpers';

/** Balances that explain themselves (issue #46 §3, ADR 0169) at a phone's and a desktop's width, over the real API service. */

async function seed(page: Page) {
  expect((await page.request.post('/__mock/seed?set=default')).status()).toBe(204);
}

for (const width of WIDTHS) {
  test(`at ${width} px HR adjusts Alex's vacation with a reason; Alex sees the entry and the new balance`, async ({ page, browser }, testInfo) => {
    await seed(page);
    await page.setViewportSize({ width, height: 900 });
    await openSignedIn(page, '/hr', 'Harper Quinn');
    const reason = `Day counted twice (${width} px)`;

    await page.getByRole('combobox', { name: 'Person' }).click();
    await page.getByRole('option', { name: 'Alex Rivera' }).click();
    const balances = page.getByRole('list', { name: "Alex Rivera's balances" });
    await expect(balances).toContainText('Vacation: 80 h');
    const form = page.getByRole('form', { name: "Adjust Alex Rivera's balance" });
    await form.getByRole('spinbutton', { name: /Hours to add/ }).fill('-4');
    await form.getByRole('button', { name: 'Adjust balance' }).click();
    await expect(form.getByText('Give a reason for the adjustment.')).toBeVisible();
    await form.getByRole('textbox', { name: /Reason/ }).fill(reason);
    await form.getByRole('button', { name: 'Adjust balance' }).click();
    const entry = page.getByRole('table', { name: 'Vacation history' }).getByRole('row').filter({ hasText: `HR adjustment by Harper Quinn: ${reason}` });
    await expect(entry).toContainText('−4 h');
    await expect(entry).toContainText('76 h');
    await expect(balances).toContainText('Vacation: 76 h');
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await testInfo.attach(`hr-balances-${width}.png`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });

    // Alex, in his own browser: the new balance, and the entry with its reason in his history.
    const alex = await secondPerson(browser, width);
    await openSignedIn(alex, '/employee/timeoff', 'Alex Rivera');
    await expect(alex.getByLabel('Vacation balance')).toContainText('76 h');
    await alex.getByRole('button', { name: 'Show the vacation history' }).click();
    const dialog = alex.getByRole('dialog', { name: 'Vacation history' });
    const row = dialog.getByRole('row').filter({ hasText: `HR adjustment by Harper Quinn: ${reason}` });
    await expect(row).toContainText('−4 h');
    await expect(row).toContainText('76 h');
    await expectNoSidewaysScroll(alex);
    await expectNoAxeViolations(alex);
    await testInfo.attach(`timeoff-history-${width}.png`, { body: await alex.screenshot({ fullPage: true }), contentType: 'image/png' });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await alex.context().close();
  });
}

/**
 * Issue #26 §2–3: Team Members and Employees over the real API (the service on a fresh database, tokens
 * from the local identity provider). Morgan sees his three reports at phone and desktop width; Harper
 * searches and filters the directory, and reads the HR overview (ADR 0140); Alex, an employee, gets the 401 page,
 * and Morgan the HR overview's. Full-page screenshots of the pages at both widths are attached to the report.
 */
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { WIDTHS, expectNoAxeViolations, expectNoSidewaysScroll, openSignedIn } from './helpers';


async function seed(page: Page) {
  expect((await page.request.post('/__mock/seed?set=default')).status()).toBe(204);
}

async function attachFullPage(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true, animations: 'disabled' }), contentType: 'image/png' });
}

const cardNames = (page: Page, list: string) => page.getByRole('list', { name: list }).getByRole('listitem').getByRole('heading');

for (const width of WIDTHS) {
  test(`Team Members at ${width} px: Morgan sees Alex, Olivia and Pat as cards, who is out today, no sideways scroll, axe clean`, async ({ page }, testInfo) => {
    await seed(page);
    await page.setViewportSize({ width, height: 900 });
    await openSignedIn(page, '/team/members', 'Morgan Lee');
    await expect(page.getByRole('heading', { level: 1, name: 'Team Members' })).toBeVisible();
    await expect(cardNames(page, 'Team members')).toHaveText(['Alex Rivera', 'Olivia Chen', 'Pat Morgan']);
    const alex = page.getByRole('listitem', { name: 'Alex Rivera' });
    await expect(alex).toContainText('Field Engineer');
    await expect(alex).toContainText('In today');
    await expect(alex.getByRole('link', { name: /^E-mail Alex Rivera/ })).toHaveAttribute('href', 'mailto:alex.rivera@contoso.test');
    await expect(alex.getByRole('link', { name: /^Call Alex Rivera/ })).toHaveAttribute('href', 'tel:+12065550118');
    await expect(page.getByRole('listitem', { name: 'Pat Morgan' })).toContainText(/Out today · back \w{3},? (\d{1,2} \w{3}|\w{3} \d{1,2})/);
    // A list on a phone, a grid on a desktop: the second card beside the first, or under it.
    const [first, second] = [await alex.boundingBox(), await page.getByRole('listitem', { name: 'Olivia Chen' }).boundingBox()];
    if (width >= 1200) expect(second?.y).toBe(first?.y);
    else expect(second?.y ?? 0).toBeGreaterThan(first?.y ?? 0);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await attachFullPage(page, testInfo, `team-members-${width}px.png`);
  });

  test(`Employees at ${width} px: Harper searches the directory and filters by department, no sideways scroll, axe clean`, async ({ page }, testInfo) => {
    await seed(page);
    await page.setViewportSize({ width, height: 900 });
    await openSignedIn(page, '/hr/employees', 'Harper Quinn');
    await expect(page.getByRole('heading', { level: 1, name: 'Employees' })).toBeVisible();
    await expect(cardNames(page, 'Employees')).toHaveText(['Alex Rivera', 'Harper Quinn', 'Morgan Lee', 'Olivia Chen', 'Pat Morgan']);
    await expect(page.getByRole('status').filter({ hasText: 'employees found' })).toHaveText('5 employees found.');
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await attachFullPage(page, testInfo, `employees-${width}px.png`);

    // The search goes to the API (the address carries it) once typing pauses.
    const searched = page.waitForRequest((r) => r.url().includes('/api/people?q=engineer'));
    await page.getByRole('searchbox', { name: 'Search employees' }).fill('engineer');
    await searched;
    await expect(cardNames(page, 'Employees')).toHaveText(['Alex Rivera', 'Olivia Chen']);
    await expect(page.getByText('2 employees found.')).toBeVisible();

    await page.getByRole('combobox', { name: 'Department' }).click();
    await page.getByRole('option', { name: 'Operations' }).click();
    await expect(cardNames(page, 'Employees')).toHaveText(['Alex Rivera']);
    await expect(page.getByText('1 employee found.')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('searchbox', { name: 'Search employees' }).fill('nobody at all');
    await expect(page.getByText('No employee records to show.')).toBeVisible();
    await expect(page.getByText('No employees match.')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Clear search and department' }).click();
    await expect(cardNames(page, 'Employees')).toHaveCount(5);
  });
}

for (const width of [320, 1440] as const) {
  test(`HR overview at ${width} px: Harper sees the pending time off, who is out, headcount and holidays from the service, by keyboard, axe clean (ADR 0140)`, async ({ page }, testInfo) => {
    await seed(page);
    await page.setViewportSize({ width, height: 900 });
    await openSignedIn(page, '/hr', 'Harper Quinn');
    await expect(page.getByRole('heading', { level: 1, name: 'HR' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Pending time-off requests' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByText('3 requests are waiting for a decision:')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Out today' })).toContainText('Pat Morgan');
    await expect(page.getByRole('table', { name: 'Headcount by department' }).getByRole('row')).toHaveCount(4);
    await expect(page.getByRole('list', { name: 'Next company holidays' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByText('No HR items need attention.')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await attachFullPage(page, testInfo, `hr-overview-${width}px.png`);
    // The one control is a link, reached by Tab, and Enter follows it.
    const link = page.getByRole('link', { name: 'Open the HR calendar' });
    for (let i = 0; i < 60 && !(await link.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'HR Calendar' })).toBeVisible();
  });
}

test('Morgan Lee (a manager, not HR) opening /hr gets the 401 page, and the API refuses him the HR overview', async ({ page }) => {
  await seed(page);
  const apiCall = page.waitForRequest((r) => r.url().includes('/api/') && (r.headers().authorization ?? '').startsWith('Bearer '));
  await openSignedIn(page, '/hr', 'Morgan Lee');
  await expect(page.getByText("You don't have permission to access this page.", { exact: false })).toBeVisible();
  const auth = (await apiCall).headers().authorization ?? '';
  expect((await page.request.get('/api/hr/overview', { headers: { authorization: auth } })).status()).toBe(403);
});

test('Alex Rivera (employee) opening /hr/employees gets the 401 page, and the API refuses him the directory', async ({ page }) => {
  await seed(page);
  const apiCall = page.waitForRequest((r) => r.url().includes('/api/') && (r.headers().authorization ?? '').startsWith('Bearer '));
  await openSignedIn(page, '/hr/employees', 'Alex Rivera');
  await expect(page.getByText("You don't have permission to access this page.", { exact: false })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Employees' })).toHaveCount(0);
  const auth = (await apiCall).headers().authorization ?? '';
  expect((await page.request.get('/api/people', { headers: { authorization: auth } })).status()).toBe(403);
  expect((await page.request.get('/api/team', { headers: { authorization: auth } })).status()).toBe(403);
});

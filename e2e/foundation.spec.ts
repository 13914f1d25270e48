import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

test.describe('store-driven app shell', () => {
  test('public navigation, back and forward are driven by the store', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Platform links' }).getByRole('link', { name: 'Vision' }).click();
    await expect(page).toHaveURL(/\/vision$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vision' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Company links' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Talk to us' })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/vision$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vision' })).toBeVisible();

    await page.goForward();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Talk to us' })).toBeVisible();
  });

  test('the public 404 page has the spec texts and no accessibility violations', async ({ page }) => {
    await page.goto('/404');
    await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

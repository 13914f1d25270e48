import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export const POPUP_BUTTON = 'Sign in with your work account';

/** Signs in through the real popup flow against the local identity provider. */
export async function signInWithPopup(page: Page, userName: string): Promise<void> {
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: POPUP_BUTTON }).click();
  const popup = await popupPromise;
  // Listen before clicking: the popup can close before the click call returns.
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: userName }).click();
  await closed;
}

/** Opens `path` (portal), signing in as `userName` on the way. */
export async function openSignedIn(page: Page, path: string, userName: string): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login/);
  await signInWithPopup(page, userName);
  await expect(page).not.toHaveURL(/\/login/);
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Let transitions (menus growing, colours fading) finish: axe measures colours as they are drawn.
  // Spinners loop forever and are ignored.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary ?? ''})`).join(', ')}`)).toEqual([]);
}

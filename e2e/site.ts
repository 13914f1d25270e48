/** The e2e servers serve this link; it points at dist/, and the redeploy test points it at a newer build. */
import fs from 'node:fs';
import path from 'node:path';

const repo = path.resolve(__dirname, '..');
export const E2E_SITE = path.join(repo, '.serve', `site-${process.env.E2E_PORT ?? 4173}`);

/** Swaps the served build at once (rename over the old link), as a deployment does. */
export function pointSiteAt(buildDir: string): void {
  const next = `${E2E_SITE}.next`;
  fs.rmSync(next, { force: true });
  fs.symlinkSync(path.resolve(repo, buildDir), next);
  fs.renameSync(next, E2E_SITE);
}

/** The browsers' locale in e2e runs (playwright.config.ts): pages format dates in it (src/shared/work/dates.ts). */
export const BROWSER_LOCALE = 'en-US';

/**
 * Start-up's tasks per route at 4× CPU (ADR 0134): the longest main-thread task from navigation until the page is
 * ready (`html[data-app-ready]`), the start-up step it falls in (each step is a User Timing measure,
 * `start-up:<name>`, src/startup/boot.ts) and the slowest steps. A warm-up step is worth keeping only while the
 * longest task without it would be longer: this section is how to tell. Medians of `runs` fresh loads.
 */
import os from 'node:os';
import type { Browser, Page } from '@playwright/test';
import { launchChromium, openSignedIn } from './browser.ts';
import { percentile } from './stats.ts';

interface Load {
  longest: number;
  /** The step the longest task overlaps ('' when it falls outside every step: parsing, the loader, hydration's slices). */
  during: string;
  steps: Map<string, number>;
}

const READ_TIMINGS = () => {
  const w = window as unknown as { __longTasks?: { start: number; duration: number }[] };
  return {
    tasks: w.__longTasks ?? [],
    steps: performance.getEntriesByType('measure').filter((m) => m.name.startsWith('start-up:')).map((m) => ({ name: m.name.slice('start-up:'.length), start: m.startTime, duration: m.duration })),
  };
};

async function measure(page: Page): Promise<Load> {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 60_000 });
  // The idle step (the header's pop-ups) runs after ready: give it its turn.
  await page.waitForTimeout(1_500);
  const { tasks, steps } = await page.evaluate(READ_TIMINGS);
  const longestTask = tasks.reduce<{ start: number; duration: number } | null>((a, b) => (!a || b.duration > a.duration ? b : a), null);
  const during = longestTask ? (steps.find((s) => longestTask.start < s.start + s.duration && s.start < longestTask.start + longestTask.duration)?.name ?? '') : '';
  return { longest: longestTask?.duration ?? 0, during, steps: new Map(steps.map((s) => [s.name, s.duration])) };
}

async function load(browser: Browser, origin: string, route: string, signedIn: boolean): Promise<Load> {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    const tasks: { start: number; duration: number }[] = [];
    (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  try {
    const page = await context.newPage();
    if (signedIn) {
      await openSignedIn(page, origin, route);
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${origin}${route}`);
    return await measure(page);
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => percentile(values, 50);

export async function startupSection(origin: string, runs = 3): Promise<void> {
  const routes: [string, boolean][] = [['/', false], ['/second-chair', false], ['/login', false], ['/home', true]];
  console.log(`Start-up at 4× CPU, median of ${runs} loads (load average ${os.loadavg().map((l) => l.toFixed(2)).join(' / ')})`);
  console.log('| route | longest task | in step | slowest steps (ms) |');
  console.log('|---|---|---|---|');
  const browser = await launchChromium();
  try {
    for (const [route, signedIn] of routes) {
      const loads: Load[] = [];
      for (let run = 0; run < runs; run++) loads.push(await load(browser, origin, route, signedIn));
      const longest = median(loads.map((l) => l.longest));
      const during = loads.find((l) => l.longest === longest)?.during || '(between steps)';
      const names = [...new Set(loads.flatMap((l) => [...l.steps.keys()]))];
      const slowest = names
        .map((name) => [name, median(loads.map((l) => l.steps.get(name) ?? 0))] as const)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
        .join(', ');
      console.log(`| ${route}${signedIn ? ' (signed in)' : ''} | ${longest.toFixed(0)} ms | ${during} | ${slowest} |`);
    }
  } finally {
    await browser.close();
  }
}

/**
 * `npm run bench` section "portal": figures of the signed-in portal in Debian Chromium (ADR 0107).
 * - Search: keystroke → results painted, measured in the page: from the keydown's timestamp to the first
 *   frame after the keystroke's render (requestAnimationFrame after the input event, then a message posted
 *   from it, which runs once that frame is produced); p50/p95 at 1× and 4× CPU (CDP
 *   Emulation.setCPUThrottlingRate).
 * - Notifications: 10,000 seeded through the mock API's `/__mock/seed?set=many&count=10000`; the panel is
 *   opened (click → first rows painted), scrolled steadily (40 px a frame), then flung to the bottom in a
 *   fixed number of frames; frame times are requestAnimationFrame deltas, long tasks come from a
 *   PerformanceObserver('longtask').
 * The in-page code is plain JavaScript text: functions handed to Playwright would be serialised after tsx
 * transformed them.
 */
import os from 'node:os';
import type { Page } from '@playwright/test';
import { BENCH_USER, launchChromium, openSignedIn, percentile } from './browser.ts';

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** What is typed, word after word (each word is cleared with Ctrl+A, Backspace; the Backspace is measured too). */
const SEARCH_WORDS = ['timecard', 'profile', 'approvals', 'projects', 'help'];
const NOTIFICATIONS = 10_000;
/** A steady scroll first (a brisk wheel: 40 px a frame, 2,400 px/s at 60 Hz, for about 5 s)… */
const STEADY_FRAMES = 300;
const STEADY_PX = 40;
/** …then a fling from there to the bottom of the 10,000 in this many frames (new rows every frame). */
const FLING_FRAMES = 300;

/** Records, per input event, the time from its keydown to the next frame, and whether the results changed. */
const KEY_PROBE = `(() => {
  const results = () => {
    const box = document.querySelector('[role="combobox"]');
    const id = box && (box.getAttribute('aria-controls') || box.getAttribute('aria-describedby'));
    const el = id ? document.getElementById(id) : null;
    return el ? el.textContent : '';
  };
  window.__benchKeys = [];
  // Resolves once n keystrokes are measured (waitForFunction would evaluate text, which the CSP forbids).
  let waiter = null;
  window.__benchWait = (n) => new Promise((resolve) => {
    if (window.__benchKeys.length >= n) resolve();
    else waiter = { n, resolve };
  });
  const record = (sample) => {
    window.__benchKeys.push(sample);
    if (waiter && window.__benchKeys.length >= waiter.n) { waiter.resolve(); waiter = null; }
  };
  let pending = null;
  document.addEventListener('keydown', (event) => { pending = { start: event.timeStamp, before: results() }; }, true);
  window.addEventListener('input', () => {
    const key = pending;
    pending = null;
    if (!key) return;
    requestAnimationFrame(() => {
      const changed = results() !== key.before;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => record({ ms: performance.now() - key.start, changed });
      channel.port2.postMessage(null);
    });
  });
})()`;

interface KeySample {
  ms: number;
  changed: boolean;
}

async function pressMeasured(page: Page, key: string, count: number): Promise<void> {
  await page.keyboard.press(key);
  await page.evaluate(`window.__benchWait(${count})`);
}

/** Types the words into the portal search, returning one sample per keystroke. */
async function typeWords(page: Page, words: string[]): Promise<KeySample[]> {
  await page.evaluate('window.__benchKeys = []');
  let count = 0;
  for (const word of words) {
    for (const char of word) await pressMeasured(page, char, ++count);
    await page.keyboard.press('Control+a');
    await pressMeasured(page, 'Backspace', ++count);
  }
  return page.evaluate<KeySample[]>('window.__benchKeys');
}

async function searchFigures(page: Page): Promise<void> {
  await page.evaluate(KEY_PROBE);
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Search portal' }).waitFor();
  // One word first, unmeasured: the first keystrokes of a session warm the code up.
  await typeWords(page, ['warm']);
  const cdp = await page.context().newCDPSession(page);
  console.log('\nPortal search, keystroke → results painted (in the page: keydown → the frame after its render):');
  for (const rate of [1, 4]) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const samples = await typeWords(page, SEARCH_WORDS);
    const times = samples.map((s) => s.ms);
    console.log(
      `  CPU ${rate}×: p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, max ${ms(Math.max(...times))} over ${samples.length} keystrokes (${samples.filter((s) => s.changed).length} changed the results)`,
    );
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  await page.keyboard.press('Escape');
}

/** Clicks the bell and resolves with the time until the panel's first rows are painted. */
const OPEN_PANEL = `new Promise((resolve) => {
  window.__benchLongTasks = [];
  new PerformanceObserver((list) => { for (const t of list.getEntries()) window.__benchLongTasks.push(t.duration); }).observe({ type: 'longtask' });
  const start = performance.now();
  document.querySelector('button[aria-label^="Notifications"]').click();
  const check = () => {
    if (!document.querySelector('[role="feed"] [data-index]')) { requestAnimationFrame(check); return; }
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now() - start);
      channel.port2.postMessage(null);
    });
  };
  check();
})`;

/**
 * Scrolls the feed for `frames` frames by `px` a frame (0: from where it is to the bottom in `frames` frames),
 * returning frame deltas, long tasks meanwhile and the DOM half-way.
 */
const scrollPanel = (frames: number, px: number) => `new Promise((resolve) => {
  const feed = document.querySelector('[role="feed"]');
  const tasksBefore = window.__benchLongTasks.length;
  const target = ${px} > 0 ? feed.scrollTop + ${px} * ${frames} : Infinity;
  const step = ${px} > 0 ? ${px} : Math.max(1, (feed.scrollHeight - feed.scrollTop) / ${frames});
  const from = feed.scrollTop;
  const deltas = [];
  let last = null;
  let half = null;
  const tick = () => {
    const now = performance.now();
    if (last !== null) deltas.push(now - last);
    last = now;
    const bottom = Math.min(target, feed.scrollHeight - feed.clientHeight);
    if (half === null && feed.scrollTop - from >= (bottom - from) / 2) {
      half = { nodes: document.getElementsByTagName('*').length, rows: feed.querySelectorAll('[data-index]').length };
    }
    if (feed.scrollTop >= bottom - 1 || deltas.length > ${frames * 10}) {
      const rows = [...feed.querySelectorAll('[data-index]')].map((r) => Number(r.getAttribute('data-index')));
      resolve({ deltas, half, distance: feed.scrollTop - from, lastRow: Math.max(...rows), longTasks: window.__benchLongTasks.slice(tasksBefore) });
      return;
    }
    feed.scrollTop = Math.min(bottom, feed.scrollTop + step);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})`;

interface ScrollResult {
  deltas: number[];
  half: { nodes: number; rows: number } | null;
  distance: number;
  lastRow: number;
  longTasks: number[];
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

function printScroll(label: string, scroll: ScrollResult): void {
  const tasks = scroll.longTasks;
  console.log(
    `  ${label} (${Math.round(scroll.distance).toLocaleString('en')} px in ${scroll.deltas.length} frames, down to row ${scroll.lastRow + 1}): frame p50 ${ms(percentile(scroll.deltas, 50))}, p95 ${ms(percentile(scroll.deltas, 95))}, max ${ms(Math.max(...scroll.deltas))}; long tasks ${tasks.length} (${ms(sum(tasks))}, longest ${ms(Math.max(0, ...tasks))}); DOM nodes half-way ${scroll.half?.nodes ?? '?'} (${scroll.half?.rows ?? '?'} rows rendered)`,
  );
}

async function notificationFigures(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: `Notifications, ${NOTIFICATIONS} unread` }).waitFor();
  const nodesBefore = await page.evaluate<number>("document.getElementsByTagName('*').length");
  const openMs = await page.evaluate<number>(OPEN_PANEL);
  const openLongTasks = await page.evaluate<number[]>('window.__benchLongTasks.slice()');
  const nodesOpen = await page.evaluate<number>("document.getElementsByTagName('*').length");
  console.log(`\nNotifications panel with ${NOTIFICATIONS.toLocaleString('en')} items (CPU 1×; frame times are requestAnimationFrame deltas):`);
  console.log(`  open: click → first rows painted ${ms(openMs)}; long tasks ${openLongTasks.length} (${ms(sum(openLongTasks))}); DOM nodes ${nodesBefore} closed, ${nodesOpen} open`);
  printScroll(`steady scroll, ${STEADY_PX} px a frame`, await page.evaluate<ScrollResult>(scrollPanel(STEADY_FRAMES, STEADY_PX)));
  printScroll(`fling to the bottom, 1/${FLING_FRAMES} of the rest a frame`, await page.evaluate<ScrollResult>(scrollPanel(FLING_FRAMES, 0)));
}

/** The "portal" section (signed in as the bench user; the replay figure is the "replay" section). */
export async function portalSection(origin: string): Promise<void> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const seeded = await page.request.post(`${origin}/__mock/seed?set=many&count=${NOTIFICATIONS}`);
    if (!seeded.ok()) throw new Error(`Seeding ${NOTIFICATIONS} notifications answered ${seeded.status()}`);
    await openSignedIn(page, origin, '/home');
    console.log(`Portal figures (Chromium via Playwright, signed in as ${BENCH_USER}, 1280×800; load average ${os.loadavg()[0]?.toFixed(1) ?? '?'} on ${os.cpus().length} cores):`);
    await searchFigures(page);
    await notificationFigures(page);
    await context.close();
  } finally {
    await browser.close();
    // The next runs (and anyone sharing the server) see the default data again.
    await fetch(`${origin}/__mock/seed?set=default`, { method: 'POST' }).catch(() => undefined);
  }
}

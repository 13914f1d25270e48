/**
 * `npm run bench` section "portal": figures of the signed-in portal in Debian Chromium (ADR 0107).
 * - Search: keystroke → results painted, measured in the page: from the keydown's timestamp to the first
 *   frame after the keystroke's render (requestAnimationFrame after the input event, then a message posted
 *   from it, which runs once that frame is produced); p50/p95 at 1× and 4× CPU (CDP
 *   Emulation.setCPUThrottlingRate).
 * - Notifications: 10,000 seeded through the mock API's `/__mock/seed?set=many&count=10000`; the panel is
 *   opened (click → first rows painted) and scrolled from top to bottom in a fixed number of frames; frame
 *   times are requestAnimationFrame deltas, long tasks come from a PerformanceObserver('longtask').
 * The in-page code is plain JavaScript text: functions handed to Playwright would be serialised after tsx
 * transformed them.
 */
import type { Page } from '@playwright/test';
import { BENCH_USER, launchChromium, openSignedIn, percentile } from './browser.ts';

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** What is typed, word after word (each word is cleared with Ctrl+A, Backspace; the Backspace is measured too). */
const SEARCH_WORDS = ['timecard', 'profile', 'approvals', 'projects', 'help'];
const NOTIFICATIONS = 10_000;
/** The panel is scrolled from top to bottom in this many frames (about 5 s at 60 frames a second). */
const SCROLL_FRAMES = 300;

/** Records, per input event, the time from its keydown to the next frame, and whether the results changed. */
const KEY_PROBE = `(() => {
  const results = () => {
    const box = document.querySelector('[role="combobox"]');
    const id = box && (box.getAttribute('aria-controls') || box.getAttribute('aria-describedby'));
    const el = id ? document.getElementById(id) : null;
    return el ? el.textContent : '';
  };
  window.__benchKeys = [];
  let pending = null;
  document.addEventListener('keydown', (event) => { pending = { start: event.timeStamp, before: results() }; }, true);
  window.addEventListener('input', () => {
    const key = pending;
    pending = null;
    if (!key) return;
    requestAnimationFrame(() => {
      const changed = results() !== key.before;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => window.__benchKeys.push({ ms: performance.now() - key.start, changed });
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
  await page.waitForFunction(`window.__benchKeys.length >= ${count}`);
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

/** Scrolls the feed top to bottom in ${SCROLL_FRAMES} frames; frame deltas, and DOM figures half-way. */
const SCROLL_PANEL = `new Promise((resolve) => {
  const feed = document.querySelector('[role="feed"]');
  const deltas = [];
  let last = null;
  let frame = 0;
  let half = null;
  const step = () => {
    const now = performance.now();
    if (last !== null) deltas.push(now - last);
    last = now;
    frame += 1;
    const bottom = feed.scrollHeight - feed.clientHeight;
    if (half === null && feed.scrollTop >= bottom / 2) {
      half = { nodes: document.getElementsByTagName('*').length, rows: feed.querySelectorAll('[data-index]').length };
    }
    if (feed.scrollTop >= bottom - 1 || frame > ${SCROLL_FRAMES * 10}) {
      resolve({ deltas, half, distance: feed.scrollTop, lastRow: Math.max(...[...feed.querySelectorAll('[data-index]')].map((r) => Number(r.getAttribute('data-index')))), longTasks: window.__benchLongTasks });
      return;
    }
    feed.scrollTop = Math.min(bottom, feed.scrollTop + Math.max(1, feed.scrollHeight / ${SCROLL_FRAMES}));
    requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
})`;

interface ScrollResult {
  deltas: number[];
  half: { nodes: number; rows: number } | null;
  distance: number;
  lastRow: number;
  longTasks: number[];
}

async function notificationFigures(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: `Notifications, ${NOTIFICATIONS} unread` }).waitFor();
  const nodesBefore = await page.evaluate<number>("document.getElementsByTagName('*').length");
  const openMs = await page.evaluate<number>(OPEN_PANEL);
  const openLongTasks = await page.evaluate<number[]>('window.__benchLongTasks.slice()');
  const scroll = await page.evaluate<ScrollResult>(SCROLL_PANEL);
  const scrollLongTasks = scroll.longTasks.slice(openLongTasks.length);
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  console.log(`\nNotifications panel with ${NOTIFICATIONS.toLocaleString('en')} items (CPU 1×):`);
  console.log(`  open: click → first rows painted ${ms(openMs)}; long tasks ${openLongTasks.length} (${ms(sum(openLongTasks))})`);
  console.log(
    `  scroll top → bottom (${(scroll.distance / 1000).toFixed(0)} k px in ${scroll.deltas.length + 1} frames, last row ${scroll.lastRow + 1}): frame p50 ${ms(percentile(scroll.deltas, 50))}, p95 ${ms(percentile(scroll.deltas, 95))}, max ${ms(Math.max(...scroll.deltas))}; long tasks ${scrollLongTasks.length} (${ms(sum(scrollLongTasks))}, longest ${ms(Math.max(0, ...scrollLongTasks))})`,
  );
  console.log(`  DOM nodes: ${nodesBefore} with the panel closed, ${scroll.half?.nodes ?? '?'} scrolled half-way (${scroll.half?.rows ?? '?'} rows rendered)`);
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
    console.log(`Portal figures (Chromium via Playwright, signed in as ${BENCH_USER}, 1280×800):`);
    await searchFigures(page);
    await notificationFigures(page);
    await context.close();
  } finally {
    await browser.close();
    // The next runs (and anyone sharing the server) see the default data again.
    await fetch(`${origin}/__mock/seed?set=default`, { method: 'POST' }).catch(() => undefined);
  }
}

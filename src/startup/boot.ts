import { config } from '../config';
import { qaFlagSet } from '../app/qa/qaSession';
import { applyStyleNonce, createStyleCache, readStyleNonce } from '../cspNonce';
import { nextTask, whenIdle } from '../lib/afterNextPaint';
import { START_UP_STEPS } from './steps';
import type { StartUpContext, StartUpStep } from './steps';

/** The User Timing name of a step's measure (`npm run bench` reads them). */
export const stepMeasure = (step: StartUpStep): string => `start-up:${step.name}`;

/** Runs the steps in order, each in a task of its own (or when idle), each measured with User Timing. */
export async function runSteps(steps: readonly StartUpStep[], context: StartUpContext): Promise<void> {
  for (const step of steps) {
    await (step.whenIdle ? whenIdle() : nextTask());
    const start = performance.now();
    await step.run(context);
    performance.measure(stepMeasure(step), { start, end: performance.now() });
  }
}

/**
 * Start-up's one door (ADR 0134): the style nonce, the development mocks and the QA viewer come first; then the
 * declared steps (`steps.ts`). `main.tsx` calls it after the first paint.
 */
export async function boot(): Promise<void> {
  // The CSP allows inline styles only with this response's nonce (ADR 0061).
  const styleNonce = readStyleNonce();
  applyStyleNonce(styleNonce);
  const styleCache = createStyleCache(styleNonce);
  // The literal NODE_ENV check lets the production build drop MSW entirely.
  if (process.env.NODE_ENV !== 'production' && config.mocks === 'browser') {
    const { startBrowserMocks } = await import(/* webpackChunkName: "mocks" */ '../mocks/browser');
    await startBrowserMocks();
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // A fresh load of /__qa opens the replay viewer on its own (it renders the app from a replayed store).
  if ((config.devtools || qaFlagSet()) && window.location.pathname === '/__qa') {
    const { mountQaViewer } = await import(/* webpackChunkName: "qa-viewer" */ '../app/qa/mountQaViewer');
    mountQaViewer(container, styleCache);
    return;
  }
  // QA tools: on in development, in production with APP_DEVTOOLS=true or the runtime flag (README).
  await runSteps(START_UP_STEPS, { container, styleCache, qa: config.devtools || qaFlagSet() });
}

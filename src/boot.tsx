import { config } from './config';
import { qaFlagSet } from './app/qa/qaSession';
import { applyStyleNonce, createStyleCache, readStyleNonce } from './cspNonce';
import { nextTask, whenIdle } from './lib/afterNextPaint';
import { isPublicPage } from './marketing/content/pages';

/**
 * One step of start-up in a task of its own (ADR 0110, 0119): what `run` evaluates or runs cannot join the previous
 * step's work in one long task. The modules are in the entry's chunks (`webpackMode: "eager"`), so a step waits
 * for no network, only for its turn.
 */
async function step<T>(run: () => T | Promise<T>): Promise<T> {
  await nextTask();
  return run();
}

export async function boot(): Promise<void> {
  // The CSP allows inline styles only with this response's nonce (ADR 0061).
  const styleNonce = readStyleNonce();
  applyStyleNonce(styleNonce);
  const styleCache = createStyleCache(styleNonce);
  // The literal NODE_ENV check lets the production build drop MSW entirely.
  if (process.env.NODE_ENV !== 'production' && config.mocks === 'browser') {
    const { startBrowserMocks } = await import(/* webpackChunkName: "mocks" */ './mocks/browser');
    await startBrowserMocks();
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // A fresh load of /__qa opens the replay viewer on its own (it renders the app from a replayed store).
  if ((config.devtools || qaFlagSet()) && window.location.pathname === '/__qa') {
    const { mountQaViewer } = await import(/* webpackChunkName: "qa-viewer" */ './app/qa/mountQaViewer');
    mountQaViewer(container, styleCache);
    return;
  }
  // QA tools: on in development, in production with APP_DEVTOOLS=true or the runtime flag (README).
  const qa = config.devtools || qaFlagSet();
  // Start-up runs in steps, each in a task of its own, so none holds the main thread for long (ADR 0110): on a
  // phone's CPU each is under Lighthouse's 50 ms long-task line (ADR 0119). Evaluating a library's modules is a
  // step of its own before the first step that uses it.
  await step(() => import(/* webpackMode: "eager" */ './app/zodConfig'));
  await step(() => import(/* webpackMode: "eager", webpackExports: ["createSlice"] */ '@reduxjs/toolkit'));
  // The saved theme (validated with zod) is in the first render's state: theme-boot.js already painted it.
  const { readSavedTheme } = await step(() => import(/* webpackMode: "eager" */ './features/theme/readSavedTheme'));
  const { colorScheme, saved } = await step(readSavedTheme);
  const { startStore } = await step(() => import(/* webpackMode: "eager" */ './app/startStore'));
  const { store, serverState } = await step(() => startStore(qa, colorScheme, saved));
  // MUI's theming, the theme the page was prerendered with (its code warmed up by a smaller theme first),
  // the page's own chunk (ADR 0114), React DOM, the app frame; then hydration.
  await step(() => import(/* webpackMode: "eager", webpackExports: ["CacheProvider"] */ '@emotion/react'));
  await step(() => import(/* webpackMode: "eager", webpackExports: ["default"] */ '@mui/system/createStyled'));
  await step(() => import(/* webpackMode: "eager", webpackExports: ["createTheme"] */ '@mui/material/styles'));
  const { warmThemeCode, warmTheme } = await step(() => import(/* webpackMode: "eager" */ './features/theme/AppThemeProvider'));
  await step(warmThemeCode);
  await step(warmTheme);
  // The page's own chunk (ADR 0114; the prerendered page listed it with the entry's scripts): in before hydration,
  // so React renders it at once instead of suspending. A failed one is offered again where the page renders.
  const { loadPublicPage } = await step(() => import(/* webpackMode: "eager" */ './marketing/publicRoutes'));
  await loadPublicPage(store.getState().router.location.pathname).catch(() => undefined);
  await step(() => import(/* webpackMode: "eager" */ 'react-dom'));
  await step(() => import(/* webpackMode: "eager" */ 'react-dom/client'));
  await step(() => import(/* webpackMode: "eager" */ './marketing/MarketingLayout'));
  const { mountApp } = await step(() => import(/* webpackMode: "eager" */ './app/mountApp'));
  await step(() => mountApp(container, store, serverState, styleCache));
  // The public header's menus and drawer are a chunk of their own, fetched when idle once the page is ready (ADR 0118).
  if (isPublicPage(window.location.pathname)) {
    await whenIdle();
    const { prefetchHeaderPopups } = await import(/* webpackMode: "eager" */ './marketing/components/headerPopups');
    prefetchHeaderPopups();
  }
}

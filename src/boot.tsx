import { StrictMode } from 'react';
import { CacheProvider } from '@emotion/react';
import { config } from './config';
import { qaFlagSet } from './app/qa/qaSession';
import { applyStyleNonce, createStyleCache, readStyleNonce } from './cspNonce';
import { nextTask, whenIdle } from './lib/afterNextPaint';
import { isPublicPage } from './marketing/content/pages';
import { prefetchHeaderPopups } from './marketing/components/headerPopups';

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
    const [{ default: QaViewer }, { createRoot }] = await Promise.all([import(/* webpackChunkName: "qa-viewer" */ './app/qa/QaViewer'), import(/* webpackMode: "eager" */ 'react-dom/client')]);
    createRoot(container).render(
      <StrictMode>
        <CacheProvider value={styleCache}>
          <QaViewer />
        </CacheProvider>
      </StrictMode>,
    );
    return;
  }
  // QA tools: on in development, in production with APP_DEVTOOLS=true or the runtime flag (README).
  const qa = config.devtools || qaFlagSet();
  // Start-up runs in steps, each in a task of its own, so none holds the main thread for long (ADR 0110).
  // The saved theme (validated with zod) is in the first render's state: theme-boot.js already painted it.
  await import(/* webpackMode: "eager" */ './app/zodConfig');
  await nextTask();
  const { readSavedTheme } = await import(/* webpackMode: "eager" */ './features/theme/readSavedTheme');
  const { colorScheme, saved } = readSavedTheme();
  await nextTask();
  const { startStore } = await import(/* webpackMode: "eager" */ './app/startStore');
  const { store, serverState } = await startStore(qa, colorScheme, saved);
  // The rendering modules and the theme each get a task of their own (ADR 0110): MUI's theming, the theme the
  // page was prerendered with, the page's own chunk (ADR 0114), then React DOM and the app frame;
  // then hydration.
  await nextTask();
  const { warmTheme } = await import(/* webpackMode: "eager" */ './features/theme/AppThemeProvider');
  await nextTask();
  warmTheme();
  await nextTask();
  // The page's own chunk (ADR 0114; the prerendered page listed it with the entry's scripts): in before hydration,
  // so React renders it at once instead of suspending. A failed one is offered again where the page renders.
  const { loadPublicPage } = await import(/* webpackMode: "eager" */ './marketing/publicRoutes');
  await loadPublicPage(store.getState().router.location.pathname).catch(() => undefined);
  await nextTask();
  const { mountApp } = await import(/* webpackMode: "eager" */ './app/mountApp');
  await nextTask();
  await mountApp(container, store, serverState, styleCache);
  // The public header's menus and drawer are a chunk of their own, fetched when idle once the page is ready (ADR 0118).
  if (isPublicPage(window.location.pathname)) {
    await whenIdle();
    prefetchHeaderPopups();
  }
}

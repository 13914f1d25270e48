import './app/zodConfig';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import { App } from './app/App';
import { createAppStore } from './app/appStore';
import { config } from './config';
import { appStarted } from './features/lifecycle/lifecycleActions';
import { downloadLog } from './app/qa/logFile';
import { devToolsAddress, devToolsExtensionPresent, qaFlagSet, setQaRecorder } from './app/qa/qaSession';
import { browserDom } from './services/domPort';
import { browserHistory } from './services/historyPort';
import { initialRouterState } from './features/router/routerSlice';
import { applyStyleNonce, createStyleCache, readStyleNonce } from './cspNonce';
import { browserColorScheme } from './services/colorSchemePort';
import { parseSavedTheme } from './features/theme/savedTheme';
import { savedPreferencesRead } from './features/theme/themeSlice';
import { systemClock } from './services/clockPort';
import { browserPreferences, persistKey, readPreference } from './services/storagePort';
import { browserDeployment } from './services/deploymentPort';
import { isPublicPage } from './marketing/content/pages';

declare global {
  interface Window {
    __portalQa?: { exportLog: () => string; exportLiftedState: () => unknown; problems: () => string[]; state: () => unknown };
  }
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
    const { default: QaViewer } = await import(/* webpackChunkName: "qa-viewer" */ './app/qa/QaViewer');
    createRoot(container).render(
      <StrictMode>
        <CacheProvider value={styleCache}>
          <QaViewer />
        </CacheProvider>
      </StrictMode>,
    );
    return;
  }
  const history = browserHistory();
  // QA tools: on in development, in production with APP_DEVTOOLS=true or the runtime flag (README).
  const qa = config.devtools || qaFlagSet();
  const [qaStore, qaReplay] = qa
    ? await Promise.all([import(/* webpackChunkName: "qa-store" */ './app/qa/qaStore'), import(/* webpackChunkName: "qa-store" */ './app/qa/replay')])
    : [null, null];
  const recorder = qaReplay?.createRecorder() ?? null;
  setQaRecorder(recorder);
  const colorScheme = browserColorScheme();
  const remoteDevTools = devToolsExtensionPresent() ? null : devToolsAddress();
  // Public pages start without the portal runtime; it joins the store on the way to the portal (ADR 0109).
  // A page that starts in the portal, and QA mode (every recorded state has the whole shape), have it
  // in the store before its first action.
  const portalFirst = qa || !isPublicPage(history.current().pathname);
  const portal = portalFirst ? await import(/* webpackChunkName: "portal-runtime" */ './app/portalRuntime') : undefined;
  // The saved theme is in the first render's state (theme-boot.js already painted it), not restored later.
  const store = createAppStore(
    { router: { ...initialRouterState, location: history.current() } },
    {
      services: { history, dom: browserDom(), colorScheme, clock: systemClock, preferences: browserPreferences(), deployment: browserDeployment() },
      portal,
      portalServices: () => import(/* webpackChunkName: "portal-runtime" */ './services/portalServices').then(({ browserPortalServices }) => browserPortalServices(config)),
      persist: true,
      devTools: qa,
      middleware: recorder ? [recorder.middleware] : [],
      enhancers: qaStore?.qaStoreEnhancers(remoteDevTools) ?? [],
    },
  );
  if (recorder) {
    window.__portalQa = {
      exportLog: () => downloadLog(recorder, store.getState().router.location.pathname),
      exportLiftedState: () => recorder.exportLiftedState(),
      problems: () => recorder.problems(),
      state: () => store.getState(),
    };
  }
  store.dispatch(savedPreferencesRead(parseSavedTheme(readPreference(persistKey('theme')), colorScheme.prefersDark())));
  // The portal's ports and the saved theme and sidebar are in before the first render (what PersistGate did).
  if (portalFirst) await store.portal.load();
  // A page rendered at build time (ADR 0105) is hydrated from the state it starts with, before start-up
  // listeners change anything; the store's later state is rendered right after.
  const serverState = store.getState();
  store.dispatch(appStarted());

  if (container.firstElementChild) {
    // A transition: React hydrates in slices and yields to the browser between them (no long task).
    startTransition(() => { hydrateRoot(
      container,
      <StrictMode>
        <CacheProvider value={styleCache}>
          <App store={store} serverState={serverState} />
        </CacheProvider>
      </StrictMode>,
    ); });
    return;
  }
  createRoot(container).render(
    <StrictMode>
      <CacheProvider value={styleCache}>
        <App store={store} />
      </CacheProvider>
    </StrictMode>,
  );
}


import { createAppStore } from '../app/appStore';
import { importPortalRuntime, importSignInRuntime } from '../app/portalRuntimeChunk';
import { nextTask } from '../lib/afterNextPaint';
import { config } from '../config';
import { appStarted } from '../features/lifecycle/feature';
import { devToolsAddress, devToolsExtensionPresent, setQaRecorder } from '../app/qa/qaSession';
import { browserDom } from '../services/domPort';
import { browserHistory } from '../services/historyPort';
import { initialRouterState } from '../features/router/feature';
import type { ColorSchemePort } from '../services/colorSchemePort';
import type { SavedPreferences } from '../features/theme/feature';
import { savedPreferencesRead } from '../features/theme/feature';
import { systemClock } from '../services/clockPort';
import { browserPreferences } from '../services/storagePort';
import { browserDeployment } from '../services/deploymentPort';
import { isPublicPage } from '../marketing/content/pages';
import { isSignInPage } from '../features/auth/views';
import type { AppStore, CoreState } from '../app/types';

declare global {
  interface Window {
    __portalQa?: { exportLog: () => string; exportLiftedState: () => unknown; problems: () => string[]; state: () => unknown };
  }
}

/**
 * The store half of start-up (Redux Toolkit, the slices and listeners), evaluated in its own task (ADR 0110).
 * Returns the store, started, and the state a prerendered page is hydrated from.
 */
export async function startStore(qa: boolean, colorScheme: ColorSchemePort, saved: SavedPreferences): Promise<{ store: AppStore; serverState: CoreState }> {
  const history = browserHistory();
  const [qaStore, qaReplay] = qa
    ? await Promise.all([import(/* webpackChunkName: "qa-store" */ '../app/qa/qaStore'), import(/* webpackChunkName: "qa-store" */ '../app/qa/replay')])
    : [null, null];
  const recorder = qaReplay?.createRecorder() ?? null;
  setQaRecorder(recorder);
  const remoteDevTools = devToolsExtensionPresent() ? null : devToolsAddress();
  // Public pages start without the portal runtime; it joins the store on the way to the portal (ADR 0109).
  // A page that starts in the portal, and QA mode (every recorded state has the whole shape), have it
  // in the store before its first action; a sign-in page has the sign-in runtime only (ADR 0135).
  const { pathname } = history.current();
  const stage = qa || !(isPublicPage(pathname) || isSignInPage(pathname)) ? 'portal' : isSignInPage(pathname) ? 'sign-in' : null;
  const portal = stage === 'portal' ? await importPortalRuntime() : undefined;
  const signIn = stage === 'sign-in' ? await importSignInRuntime() : undefined;
  // The saved theme is in the first render's state (theme-boot.js already painted it), not restored later.
  const store = createAppStore(
    { router: { ...initialRouterState, location: history.current() } },
    {
      services: { history, dom: browserDom(), colorScheme, clock: systemClock, preferences: browserPreferences(), deployment: browserDeployment() },
      portal,
      signIn,
      signInServices: () => import(/* webpackChunkName: "sign-in-runtime" */ '../services/signInServices').then(({ browserSignInServices }) => browserSignInServices(config)),
      portalServices: () => import(/* webpackChunkName: "portal-runtime" */ '../services/portalServices').then(({ browserPortalServices }) => browserPortalServices(config)),
      persist: true,
      devTools: qaStore?.QA_DEVTOOLS,
      middleware: recorder ? [recorder.middleware] : [],
      enhancers: qaStore?.qaStoreEnhancers(remoteDevTools) ?? [],
    },
  );
  if (recorder && qaStore) {
    const { downloadLog } = qaStore;
    window.__portalQa = {
      exportLog: () => downloadLog(recorder, store.getState().router.location.pathname),
      exportLiftedState: () => recorder.exportLiftedState(),
      problems: () => recorder.problems(),
      state: () => store.getState(),
    };
  }
  store.dispatch(savedPreferencesRead(saved));
  // The portal's ports and the saved theme and sidebar are in before the first render (what PersistGate did),
  // in a task of their own, as each step of start-up is (ADR 0110, 0116).
  if (stage) {
    await nextTask();
    await store.portal.load(stage);
    await nextTask();
  }
  // A page rendered at build time (ADR 0105) is hydrated from the state it starts with, before start-up
  // listeners change anything; the store's later state is rendered right after. The build rendered the path
  // alone: the address's query and hash (a tab of /second-chair chosen before the app ran, ADR 0164) are
  // rendered after hydration, not hydrated into markup that does not have them. Without either, the state itself:
  // a copy would render everything that reads the location again once hydrated.
  const started = store.getState();
  const { location } = started.router;
  const serverState = location.search || location.hash ? { ...started, router: { ...started.router, location: { ...location, search: '', hash: '' } } } : started;
  store.dispatch(appStarted());

  return { store, serverState };
}

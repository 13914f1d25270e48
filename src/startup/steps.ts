import type { EmotionCache } from '@emotion/cache';
import type { AppStore, CoreState } from '../app/types';
import type { SavedPreferences } from '../features/theme/feature';
import type { ColorSchemePort } from '../services/colorSchemePort';
import { isPublicPage } from '../marketing/content/pages';

/**
 * What a start-up step reads and fills in. The first fields are known before the steps run; each later one is
 * set by the step that makes it (`need` reads it in the steps after).
 */
export interface StartUpContext {
  readonly container: HTMLElement;
  readonly styleCache: EmotionCache;
  /** QA tools on (development, APP_DEVTOOLS=true or the runtime flag). */
  readonly qa: boolean;
  saved?: { colorScheme: ColorSchemePort; saved: SavedPreferences };
  started?: { store: AppStore; serverState: CoreState };
}

/**
 * One step of start-up, run in a task of its own after the previous one (ADR 0110, 0119, 0134): what it evaluates
 * or does cannot join another step's work in one long task. Each step's comment in the list says what it is for,
 * so a step that no longer pays can be found and dropped: `npm run bench` prints each step's time and the longest
 * start-up task per route.
 */
export interface StartUpStep {
  readonly name: string;
  /** Run once the browser is idle rather than in the next task (work for after the page is ready). */
  readonly whenIdle?: boolean;
  readonly run: (context: StartUpContext) => unknown;
}

/** The value a previous step set, or a start-up failure naming the step that should have set it. */
export function need<K extends 'saved' | 'started'>(context: StartUpContext, key: K): NonNullable<StartUpContext[K]> {
  const value = context[key];
  if (value === undefined) throw new Error(`start-up: no ${key} yet (a step ran out of order)`);
  return value;
}

/**
 * Start-up, in order. The modules are in the entry's chunks (`webpackMode: "eager"`), so a step waits for no
 * network, only for its turn; a step that evaluates a library comes before the first step that uses it, so that
 * evaluation is a task of its own (on a phone's CPU each stays under Lighthouse's 50 ms long-task line).
 */
export const START_UP_STEPS: readonly StartUpStep[] = [
  // evaluate zod/mini and set its configuration (jitless, the product's messages) before anything parses
  { name: 'zod', run: () => import(/* webpackMode: "eager" */ '../app/zodConfig') },
  // evaluate Redux Toolkit apart from the store that uses it
  { name: 'redux-toolkit', run: () => import(/* webpackMode: "eager", webpackExports: ["createSlice"] */ '@reduxjs/toolkit') },
  // evaluate the saved theme's reader (its zod schemas)
  { name: 'saved-theme-module', run: () => import(/* webpackMode: "eager" */ '../features/theme/readSavedTheme') },
  {
    name: 'saved-theme',
    // read and validate the saved theme, so it is in the first render's state (theme-boot.js already painted it)
    run: async (context) => {
      const { readSavedTheme } = await import(/* webpackMode: "eager" */ '../features/theme/readSavedTheme');
      context.saved = readSavedTheme();
    },
  },
  // evaluate the store's modules (slices, listeners, the core features)
  { name: 'store-module', run: () => import(/* webpackMode: "eager" */ './startStore') },
  {
    name: 'store',
    // make and start the store (the sign-in runtime on a sign-in page, ADR 0135; the portal runtime when the page starts in the portal or in QA mode, ADR 0109)
    run: async (context) => {
      const { startStore } = await import(/* webpackMode: "eager" */ './startStore');
      const { colorScheme, saved } = need(context, 'saved');
      context.started = await startStore(context.qa, colorScheme, saved);
    },
  },
  // evaluate Emotion apart from MUI
  { name: 'emotion', run: () => import(/* webpackMode: "eager", webpackExports: ["CacheProvider"] */ '@emotion/react') },
  // evaluate MUI's styled engine
  { name: 'mui-styled', run: () => import(/* webpackMode: "eager", webpackExports: ["default"] */ '@mui/system/createStyled') },
  // evaluate MUI's theming
  { name: 'mui-styles', run: () => import(/* webpackMode: "eager", webpackExports: ["createTheme"] */ '@mui/material/styles') },
  // evaluate the app's theme provider
  { name: 'theme-module', run: () => import(/* webpackMode: "eager" */ '../features/theme/AppThemeProvider') },
  {
    name: 'theme',
    // make the theme the page was prerendered with (cached for the first render; ADR 0140 measured the warm-up that
    // ran before it, building and dropping a small theme, and dropped it: it did not shorten the longest task)
    run: async () => (await import(/* webpackMode: "eager" */ '../features/theme/AppThemeProvider')).warmTheme(),
  },
  {
    name: 'page-chunk',
    // have the public page's own chunk in before hydration (ADR 0114), so React renders it at once instead of suspending; a failed one is offered again where the page renders
    run: async (context) => {
      const { loadPublicPage } = await import(/* webpackMode: "eager" */ '../marketing/publicRoutes');
      await loadPublicPage(need(context, 'started').store.getState().router.location.pathname).catch(() => undefined);
    },
  },
  // evaluate React DOM
  { name: 'react-dom', run: () => import(/* webpackMode: "eager" */ 'react-dom') },
  // evaluate React DOM's client
  { name: 'react-dom-client', run: () => import(/* webpackMode: "eager" */ 'react-dom/client') },
  // evaluate the public pages' layout (header, footer)
  { name: 'public-layout', run: () => import(/* webpackMode: "eager" */ '../marketing/MarketingLayout') },
  // evaluate the app frame (routes, providers)
  { name: 'app-frame', run: () => import(/* webpackMode: "eager" */ './mountApp') },
  {
    name: 'mount',
    // hydrate the prerendered page (or render the SPA fallback); resolves once the page is ready
    run: async (context) => {
      const { mountApp } = await import(/* webpackMode: "eager" */ './mountApp');
      const { store, serverState } = need(context, 'started');
      await mountApp(context.container, store, serverState, context.styleCache);
    },
  },
  {
    name: 'header-popups',
    // fetch the public header's dropdown menus, a chunk of their own (ADR 0118), once the page is ready and idle
    whenIdle: true,
    run: async () => {
      if (!isPublicPage(window.location.pathname)) return;
      const { prefetchHeaderPopups } = await import(/* webpackMode: "eager" */ '../marketing/components/headerPopups');
      prefetchHeaderPopups();
    },
  },
];

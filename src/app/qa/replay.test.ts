import jsan from 'jsan';
import { makeStore } from '../store';
import type { RootState } from '../types';
import { fakeMsal, fakeAccount, authResult } from '../../../test/fakes/fakeMsal';
import { redactTokens, REDACTED, nonPlainPaths } from '../../lib/sanitize';
import { authStartupRequested } from '../../features/auth/authSlice';
import { loginClicked } from '../../features/auth/events';
import { appStarted } from '../../features/lifecycle/events';
import { modalRequested } from '../../features/modals/events';
import { modalConfirmClicked } from '../../features/modals/events';
import { notificationsApi } from '../../api/notificationsApi';
import { notificationFilterChosen } from '../../features/notifications/notificationsPanelSlice';
import { markReadClicked } from '../../features/notifications/events';
import { notificationsPanelToggled } from '../../features/notifications/events';
import { memoryHistory } from '../../services/historyPort';
import { initialRouterState, locationFromPath, navigated } from '../../features/router/routerSlice';
import { historyStepRequested } from '../../features/router/events';
import { searchQueryChanged } from '../../features/search/searchSlice';
import { searchResultChosen } from '../../features/router/events';
import { sidebarToggled } from '../../features/sidebar/sidebarSlice';
import { colorSchemeChosen, darkModeToggled } from '../../features/theme/themeSlice';
import { toastRequested } from '../../features/toasts/events';
import { toLiftedState } from './logFormat';
import { createRecorder, LogFormatError, makeReplayStore, NOT_A_LOG, readLog, writeLog } from './replay';

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

async function recordSession(script: (store: ReturnType<typeof makeStore>) => Promise<void>) {
  const start = locationFromPath('/', 'start');
  const preloaded: Partial<RootState> = { router: { ...initialRouterState, location: start } };
  const recorder = createRecorder();
  const msal = fakeMsal([]);
  msal.client.loginPopup.mockResolvedValue(authResult(fakeAccount({ roles: ['Employee', 'TeamManager'], name: 'Morgan Lee' })));
  const live = makeStore(preloaded, {
    services: { history: memoryHistory([start]), auth: msal.loader, session: msal.session, tokens: { getToken: () => Promise.resolve('t') } },
    middleware: [recorder.middleware],
  });
  live.dispatch(appStarted());
  await script(live);
  await settle();
  return { live, recorder };
}

describe('replaying a recorded action log', () => {
  it('rebuilds state deep-equal to the recorded one: sign-in, navigation, search, notifications, toasts, modals, theme', async () => {
    const { live, recorder } = await recordSession(async (store) => {
      store.dispatch(authStartupRequested());
      await settle();
      store.dispatch(loginClicked('popup'));
      await settle();
      store.dispatch(navigated('/second-chair'));
      store.dispatch(navigated('/contact'));
      store.dispatch(historyStepRequested(-1));
      store.dispatch(searchQueryChanged('calendar'));
      store.dispatch(searchResultChosen('/home#calendar'));
      store.dispatch(notificationsPanelToggled());
      await store.dispatch(notificationsApi.endpoints.getNotifications.initiate());
      store.dispatch(markReadClicked({ id: 'n-1' }));
      await settle();
      store.dispatch(notificationFilterChosen('unread'));
      store.dispatch(toastRequested({ type: 'info', title: 'Hello' }));
      store.dispatch(modalRequested({ id: 'm', type: 'confirmation', message: 'Sure?', onConfirm: navigated('/help') }));
      store.dispatch(modalConfirmClicked({ id: 'm' }));
      store.dispatch(darkModeToggled());
      store.dispatch(colorSchemeChosen('purple'));
      store.dispatch(sidebarToggled());
    });

    const types = recorder.log().steps.map((s) => s.action.type);
    expect(types).toEqual(expect.arrayContaining(['auth/signInSucceeded', 'router/historyPopped', 'api/executeQuery/fulfilled', 'api/executeMutation/fulfilled', 'modals/confirmClicked']));
    expect(recorder.problems()).toEqual([]);

    const { store, failures } = makeReplayStore(readLog(writeLog(recorder.log())));
    expect(failures).toEqual([]);
    expect(store.getState()).toEqual(JSON.parse(JSON.stringify(live.getState())));
    expect(store.getState().router.location.pathname).toBe('/help');
    expect(store.getState().auth.accounts[0]?.name).toBe('Morgan Lee');
  });

  it('does nothing but reduce: no history, no listeners, no requests', () => {
    const log = { preloadedState: undefined, steps: [{ action: navigated('/help'), timestamp: 1 }, { action: loginClicked('popup'), timestamp: 2 }], recordedStates: [] };
    const { store } = makeReplayStore(log);
    expect(store.getState().router.location.pathname).toBe('/help');
    // loginClicked was refused by the reducer (start-up never ran) and no listener reacted.
    expect(store.getState().auth.interaction).toBe('startup');
  });

  it('reports actions it cannot replay', () => {
    const log = { preloadedState: undefined, steps: [{ action: { type: 'router/navigated', payload: null }, timestamp: 1 }], recordedStates: [] };
    const { failures } = makeReplayStore(log);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ index: 0, type: 'router/navigated' });
  });
});

describe('the Redux DevTools format', () => {
  it('round-trips through the lifted state and the {payload, preloadedState} shape', () => {
    const log = { preloadedState: { a: 1 }, steps: [{ action: { type: 'x/y', payload: 2 }, timestamp: 5 }], recordedStates: [{ a: 1 }, { a: 2 }] };
    const lifted = toLiftedState(log);
    expect(lifted.stagedActionIds).toEqual([0, 1]);
    expect(lifted.actionsById[0]?.action).toEqual({ type: '@@INIT' });
    expect(readLog(JSON.stringify(lifted))).toEqual(log);
    const legacy = JSON.stringify({ payload: JSON.stringify(lifted), preloadedState: JSON.stringify({ a: 1 }) });
    expect(readLog(legacy).steps).toEqual(log.steps);
  });

  it('reads the extension’s export: the staged actions and the committed state as strings', () => {
    const actions = [{ type: 'x/y', payload: 2 }, { type: 'x/z' }];
    const exported = JSON.stringify({ payload: JSON.stringify(actions), preloadedState: JSON.stringify({ a: 1 }) });
    expect(readLog(exported)).toEqual({ preloadedState: { a: 1 }, steps: actions.map((action) => ({ action, timestamp: 0 })), recordedStates: [] });
  });

  it('resolves jsan references (DevTools’ `serialize: true`)', () => {
    const shared = { deep: { value: 1 } };
    const lifted = toLiftedState({ preloadedState: shared, steps: [{ action: { type: 'x/y', payload: shared }, timestamp: 5 }], recordedStates: [shared, shared] });
    const text = jsan.stringify(lifted, undefined, undefined, true);
    expect(text).toContain('$jsan');
    const log = readLog(JSON.stringify({ payload: text, preloadedState: jsan.stringify(shared, undefined, undefined, true) }));
    expect(log.steps[0]?.action.payload).toEqual(shared);
    expect(log.recordedStates).toEqual([shared, shared]);
  });

  it.each(['nope', '{}', '[]', 'null', '{"payload":"[1,2]"}', '{"payload":"{"}', '{"actionsById":{},"stagedActionIds":[0,1]}'])('refuses %s with one sentence naming what was expected', (text) => {
    expect(() => readLog(text)).toThrow(new LogFormatError(NOT_A_LOG));
  });
});

describe('sanitizers', () => {
  it('drop JWT-shaped strings and token-named fields, keeping the rest', () => {
    const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln';
    expect(redactTokens({ a: jwt, accessToken: 'abc', nested: [{ idToken: 'x', name: 'ok' }], n: 3 })).toEqual({
      a: REDACTED,
      accessToken: REDACTED,
      nested: [{ idToken: REDACTED, name: 'ok' }],
      n: 3,
    });
  });

  it('finds values that are not plain JSON', () => {
    expect(nonPlainPaths({ a: new Date(0), b: () => 1, c: [1, { d: new Map() }], e: 'ok' })).toEqual(['$.a (Date)', '$.b (function)', '$.c[1].d (Map)']);
  });
});

describe('persisted preferences in a replay', () => {
  it('replays PERSIST and REHYDRATE to the recorded state without writing this browser’s storage', async () => {
    const { persistStore } = await import('redux-persist');
    localStorage.setItem('persist:theme', JSON.stringify({ darkMode: 'true', colorScheme: '"green"', customColor: 'null', _persist: '{"version":1,"rehydrated":true}' }));
    const recorder = createRecorder();
    const live = makeStore(undefined, { middleware: [recorder.middleware] });
    const persistor = persistStore(live);
    await settle();
    live.dispatch(colorSchemeChosen('orange'));
    // Write what the live store owes now and stop it, so no late write lands after the clear below on a slow machine.
    await persistor.flush();
    persistor.pause();
    const types = recorder.log().steps.map((s) => s.action.type);
    expect(types).toEqual(expect.arrayContaining(['persist/PERSIST', 'persist/REHYDRATE', 'theme/colorSchemeChosen']));
    const exported = JSON.stringify(recorder.exportLiftedState());
    localStorage.clear();
    await settle();
    expect(localStorage.length).toBe(0);

    // A fresh module graph, as in the standalone viewer page (redux-persist keeps its writer per reducer instance).
    let replayed: unknown;
    let failures: unknown[] = [];
    await jest.isolateModulesAsync(async () => {
      const { makeReplayStore: isolatedReplay, readLog: isolatedRead } = await import('./replay');
      const result = isolatedReplay(isolatedRead(exported));
      replayed = result.store.getState();
      failures = result.failures;
    });
    await settle();
    expect(failures).toEqual([]);
    expect(replayed).toEqual(JSON.parse(JSON.stringify(live.getState())));
    expect((replayed as RootState).theme).toMatchObject({ darkMode: true, colorScheme: 'orange' });
    expect(localStorage.length).toBe(0);
  });
});

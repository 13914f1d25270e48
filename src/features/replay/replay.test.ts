import { makeStore } from '../../app/store';
import type { RootState } from '../../app/types';
import { appStarted } from '../lifecycle/lifecycleActions';
import { memoryHistory } from '../router/historyPort';
import { historyStepRequested, initialRouterState, locationFromPath, navigated } from '../router/routerSlice';
import { sidebarToggled } from '../sidebar/sidebarSlice';
import { colorSchemeChosen, darkModeToggled } from '../theme/themeSlice';
import { createActionRecorder } from './actionLog';

describe('replaying a recorded action log', () => {
  it('rebuilds the same location and state in a fresh store, with no side effects', () => {
    const start = locationFromPath('/', 'start');
    const preloaded: Partial<RootState> = { router: { ...initialRouterState, location: start } };
    const recorder = createActionRecorder();
    const live = makeStore(preloaded, { services: { history: memoryHistory([start]) }, middleware: [recorder.middleware] });

    live.dispatch(appStarted());
    live.dispatch(navigated('/second-chair'));
    live.dispatch(navigated('/contact#email'));
    live.dispatch(historyStepRequested(-1)); // the listener turns this into router/historyPopped
    live.dispatch(darkModeToggled({ systemPrefersDark: false }));
    live.dispatch(colorSchemeChosen('purple'));
    live.dispatch(sidebarToggled());

    const types = recorder.entries.map((e) => e.action.type);
    expect(types).toContain('router/historyPopped');

    const replayHistory = memoryHistory([start]);
    const replayed = makeStore(preloaded, { replay: true, services: { history: replayHistory } });
    for (const entry of recorder.entries) replayed.dispatch(entry.action);

    expect(replayed.getState()).toEqual(live.getState());
    expect(replayed.getState().router.location.pathname).toBe('/second-chair');
    // No listener ran during the replay: the replay history never moved.
    expect(replayHistory.entries).toHaveLength(1);
  });

  it('keeps state as plain JSON after navigation and preference changes', () => {
    const store = makeStore();
    store.dispatch(navigated('/home?x=1#calendar'));
    store.dispatch(colorSchemeChosen('orange'));
    const state = store.getState();
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });
});

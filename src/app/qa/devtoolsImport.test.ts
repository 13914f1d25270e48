import fs from 'node:fs';
import path from 'node:path';
import { configureStore, Tuple } from '@reduxjs/toolkit';
import type { UnknownAction } from '@reduxjs/toolkit';
import { ActionCreators, instrument } from '@redux-devtools/instrument';
import type { LiftedState } from '@redux-devtools/instrument';
import { importState } from '@redux-devtools/utils';
import jsan from 'jsan';
import { injectPortalReducers } from '../portalRuntime';
import { apiEndpointModules } from './apiEndpoints';

/**
 * What Redux DevTools does with a log the product exported: the extension (and the remote DevTools)
 * parse the file with `@redux-devtools/utils` and dispatch IMPORT_STATE into an
 * `@redux-devtools/instrument` lifted store, which recomputes every state with the app's reducer.
 * The logs are the ones the e2e suite recorded in Chromium (e2e/replay.spec.ts, QA_LOG_FIXTURES).
 */
const fixtures = path.resolve(__dirname, '../../../test/fixtures/qa-logs');
const logs = fs.readdirSync(fixtures).filter((f) => f.endsWith('.json'));

type RecordedLifted = LiftedState<unknown, UnknownAction, null>;

/** A store as the DevTools enhancer builds it around the app's reducer. */
function instrumentedStore(shouldCatchErrors: boolean) {
  return configureStore({
    // The whole reducer, as a QA page has it (its portal runtime is in before the first action, ADR 0109).
    reducer: injectPortalReducers(),
    middleware: () => new Tuple(),
    devTools: false,
    enhancers: (getDefault) => getDefault().concat(instrument(undefined, { maxAge: 5000, shouldCatchErrors })),
  });
}

/** The extension's Import: parse with `@redux-devtools/utils`, dispatch IMPORT_STATE into the lifted store. */
function importIntoDevTools(store: ReturnType<typeof instrumentedStore>, text: string): void {
  const parsed = importState(text, {});
  if (!parsed) throw new Error('importState read nothing');
  // utils types the parsed lifted state loosely (the extension passes it on as is).
  const nextLiftedState = parsed.nextLiftedState as RecordedLifted | UnknownAction[];
  store.liftedStore.dispatch({ type: 'IMPORT_STATE', nextLiftedState, preloadedState: parsed.preloadedState });
}

const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null));

let errors: jest.SpyInstance;
beforeEach(() => {
  jest.useFakeTimers();
  errors = jest.spyOn(console, 'error');
});
afterEach(() => {
  // Anything the import left behind (redux-persist's 5 s rehydrate timer was one) runs now.
  jest.runAllTimers();
  jest.useRealTimers();
  expect(errors).not.toHaveBeenCalled();
});

it('has logs recorded by the e2e suite to import, and every api endpoint loaded', () => {
  expect(logs.length).toBeGreaterThan(0);
  expect(apiEndpointModules.length).toBeGreaterThan(0);
});

describe.each(logs)('importing %s into Redux DevTools', (file) => {
  const text = fs.readFileSync(path.join(fixtures, file), 'utf8');
  const recorded = JSON.parse(text) as RecordedLifted;
  const actionTypes = recorded.stagedActionIds.map((id) => recorded.actionsById[id]?.action.type);

  it('is a session with the actions that used to break an import', () => {
    expect(actionTypes).toEqual(expect.arrayContaining(['persist/PERSIST', 'persist/REHYDRATE', 'api/config/middlewareRegistered', 'api/executeQuery/fulfilled']));
  });

  it.each([false, true])('recomputes every recorded state with the app’s reducer (shouldCatchErrors: %s)', (shouldCatchErrors) => {
    const store = instrumentedStore(shouldCatchErrors);
    importIntoDevTools(store, text);

    const lifted = store.liftedStore.getState();
    expect(lifted.computedStates).toHaveLength(recorded.computedStates.length);
    expect(lifted.computedStates.filter((c) => c.error !== undefined)).toEqual([]);
    lifted.computedStates.forEach((computed, index) => {
      expect([index, plain(computed.state)]).toEqual([index, recorded.computedStates[index]?.state]);
    });
    expect(plain(store.getState())).toEqual(recorded.computedStates.at(-1)?.state);
  });

  it('recomputes the same states from the extension’s { payload, preloadedState } export, plain and jsan', () => {
    const actions = recorded.stagedActionIds.slice(1).map((id) => recorded.actionsById[id]?.action);
    // The extension's export: the staged actions and the committed state, each as a string;
    // with `serialize: true` both strings are jsan, whose references DevTools resolves on import.
    const reference = instrumentedStore(false);
    reference.liftedStore.dispatch(ActionCreators.importState(recorded));
    const sharedRefs = reference.liftedStore.getState();
    const exports = [
      JSON.stringify({ payload: JSON.stringify(actions), preloadedState: JSON.stringify(recorded.committedState) }),
      JSON.stringify({ payload: jsan.stringify(actions, undefined, undefined, true), preloadedState: jsan.stringify(recorded.committedState, undefined, undefined, true) }),
      jsan.stringify(sharedRefs, undefined, undefined, true),
    ];
    expect(exports[2]).toContain('$jsan');
    for (const exported of exports) {
      const store = instrumentedStore(false);
      importIntoDevTools(store, exported);
      expect(plain(store.getState())).toEqual(recorded.computedStates.at(-1)?.state);
    }
  });

  it('can jump to any recorded action, as the DevTools slider does', () => {
    const store = instrumentedStore(false);
    importIntoDevTools(store, text);
    const middle = Math.floor(recorded.computedStates.length / 2);
    store.liftedStore.dispatch(ActionCreators.jumpToState(middle));
    expect(plain(store.getState())).toEqual(recorded.computedStates[middle]?.state);
  });
});

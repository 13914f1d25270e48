import { Suspense, useState } from 'react';
import { Provider } from 'react-redux';
import { CrashBoundary } from '../ui/CrashBoundary';
import { AppView } from './AppView';
import { lazyChunk } from '../features/deployment/views';
import { getQaRecorder } from './qa/qaSession';
import { OpenQaToolsContext } from '../ui/qaTools';
import type { AppStore, CoreState } from './types';

interface AppProps {
  store: AppStore;
  /** The state a prerendered page is hydrated from (before start-up listeners ran): the markup matches it. */
  serverState?: CoreState;
}

const QaToolsDialog = lazyChunk(() => import(/* webpackChunkName: "qa" */ './qa/QaToolsDialog'), { quiet: true });

/**
 * The outer crash boundary covers everything, public site and portal, including the store provider and the
 * theme (a failure there would otherwise leave a blank page); the inner one in AppView shows the themed
 * crash screen and reports to the store.
 */
export function App({ store, serverState }: AppProps) {
  const recorder = getQaRecorder();
  const [qaToolsOpen, setQaToolsOpen] = useState(false);
  return (
    <CrashBoundary>
      <Provider store={store} serverState={serverState}>
        <OpenQaToolsContext.Provider value={recorder ? () => setQaToolsOpen(true) : null}>
          <AppView />
          {recorder && qaToolsOpen && (
            <Suspense fallback={null}>
              <QaToolsDialog recorder={recorder} onClose={() => setQaToolsOpen(false)} />
            </Suspense>
          )}
        </OpenQaToolsContext.Provider>
      </Provider>
    </CrashBoundary>
  );
}

import { Suspense, useState } from 'react';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import type { Persistor } from 'redux-persist';
import { AppView } from './AppView';
import { lazyChunk } from '../features/deployment/lazyChunk';
import { getQaRecorder } from './qa/qaSession';
import { OpenQaToolsContext } from '../ui/qaTools';
import type { AppStore } from './types';

interface AppProps {
  store: AppStore;
  /** Absent in tests and replay: preferences then come from the preloaded state. */
  persistor?: Persistor;
}

const QaToolsDialog = lazyChunk(() => import(/* webpackChunkName: "qa" */ './qa/QaToolsDialog'), { quiet: true });

export function App({ store, persistor }: AppProps) {
  const recorder = getQaRecorder();
  const [qaToolsOpen, setQaToolsOpen] = useState(false);
  return (
    <Provider store={store}>
      <OpenQaToolsContext.Provider value={recorder ? () => setQaToolsOpen(true) : null}>
        {persistor ? (
          <PersistGate persistor={persistor} loading={null}>
            <AppView />
          </PersistGate>
        ) : (
          <AppView />
        )}
        {recorder && qaToolsOpen && (
          <Suspense fallback={null}>
            <QaToolsDialog recorder={recorder} onClose={() => setQaToolsOpen(false)} />
          </Suspense>
        )}
      </OpenQaToolsContext.Provider>
    </Provider>
  );
}

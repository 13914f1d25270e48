import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import type { Persistor } from 'redux-persist';
import { CrashBoundary } from '../ui/CrashBoundary';
import { AppView } from './AppView';
import type { AppStore } from './types';

interface AppProps {
  store: AppStore;
  /** Absent in tests and replay: preferences then come from the preloaded state. */
  persistor?: Persistor;
}

/**
 * The outer crash boundary covers everything, public site and portal, including the store provider and the
 * theme (a failure there would otherwise leave a blank page); the inner one in AppView shows the themed
 * crash screen and reports to the store.
 */
export function App({ store, persistor }: AppProps) {
  return (
    <CrashBoundary>
      <Provider store={store}>
        {persistor ? (
          <PersistGate persistor={persistor} loading={null}>
            <AppView />
          </PersistGate>
        ) : (
          <AppView />
        )}
      </Provider>
    </CrashBoundary>
  );
}

import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import type { Persistor } from 'redux-persist';
import { AppView } from './AppView';
import type { AppStore } from './types';

interface AppProps {
  store: AppStore;
  /** Absent in tests and replay: preferences then come from the preloaded state. */
  persistor?: Persistor;
}

export function App({ store, persistor }: AppProps) {
  return (
    <Provider store={store}>
      {persistor ? (
        <PersistGate persistor={persistor} loading={null}>
          <AppView />
        </PersistGate>
      ) : (
        <AppView />
      )}
    </Provider>
  );
}

import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import type { Persistor } from 'redux-persist';
import { AppView } from './AppView';
import type { AppStore, RootState } from './types';

interface AppProps {
  store: AppStore;
  /** Absent in tests, replay and prerendered pages: preferences then come from the preloaded state. */
  persistor?: Persistor;
  /** The state a prerendered page is hydrated from (before start-up listeners ran): the markup matches it. */
  serverState?: RootState;
}

export function App({ store, persistor, serverState }: AppProps) {
  return (
    <Provider store={store} serverState={serverState}>
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

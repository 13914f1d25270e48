import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import type { Persistor } from 'redux-persist';
import { AppThemeProvider } from '../features/theme/AppThemeProvider';
import { StoreRouter } from '../features/router/StoreRouter';
import { appCrashed } from '../features/lifecycle/lifecycleActions';
import { CrashBoundary } from '../ui/CrashBoundary';
import { AppRoutes } from './AppRoutes';
import { FeedbackLayer } from './FeedbackLayer';
import type { AppStore } from './types';

interface AppProps {
  store: AppStore;
  /** Absent in tests and replay: preferences then come from the preloaded state. */
  persistor?: Persistor;
}

export function App({ store, persistor }: AppProps) {
  const tree = (
    <AppThemeProvider>
      <CrashBoundary onCrash={(message) => store.dispatch(appCrashed(message))}>
        <StoreRouter>
          <AppRoutes />
          <FeedbackLayer />
        </StoreRouter>
      </CrashBoundary>
    </AppThemeProvider>
  );
  return (
    <Provider store={store}>
      {persistor ? (
        <PersistGate persistor={persistor} loading={null}>
          {tree}
        </PersistGate>
      ) : (
        tree
      )}
    </Provider>
  );
}

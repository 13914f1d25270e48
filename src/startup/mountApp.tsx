import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import { App } from '../app/App';
import { markAppReady } from '../services/domPort';
import type { AppStore, CoreState } from '../app/types';

/** Marks the page ready once it is hydrated (or first rendered); the e2e suite waits for the mark (ADR 0112). */
function AppReady({ onReady }: { onReady: () => void }) {
  useEffect(() => {
    markAppReady();
    onReady();
  }, [onReady]);
  return null;
}

/**
 * The rendering half of start-up (React DOM, MUI, the pages), evaluated in its own task after the store exists
 * (ADR 0110). A prerendered page (ADR 0105) is hydrated from the state it was rendered with; anything else
 * (the SPA fallback of portal routes) is rendered from scratch. Resolves once the page is ready.
 */
export function mountApp(container: HTMLElement, store: AppStore, serverState: CoreState, styleCache: EmotionCache): Promise<void> {
  let onReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    onReady = resolve;
  });
  if (container.firstElementChild) {
    // A transition: React hydrates in slices and yields to the browser between them (no long task).
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <CacheProvider value={styleCache}>
            <App store={store} serverState={serverState} />
            <AppReady onReady={onReady} />
          </CacheProvider>
        </StrictMode>,
      );
    });
    return ready;
  }
  createRoot(container).render(
    <StrictMode>
      <CacheProvider value={styleCache}>
        <App store={store} />
        <AppReady onReady={onReady} />
      </CacheProvider>
    </StrictMode>,
  );
  return ready;
}

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import type { EmotionCache } from '@emotion/cache';
import QaViewer from './QaViewer';

/** A fresh load of /__qa: the replay viewer, rendered on its own (it renders the app from a replayed store). */
export function mountQaViewer(container: HTMLElement, styleCache: EmotionCache): void {
  createRoot(container).render(
    <StrictMode>
      <CacheProvider value={styleCache}>
        <QaViewer />
      </CacheProvider>
    </StrictMode>,
  );
}

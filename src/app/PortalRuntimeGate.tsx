import { useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { ChunkRecovery, isChunkLoadError } from '../features/deployment/views';
import { FullScreenMessage } from '../ui/FullScreenMessage';
import { selectLocation } from '../features/router/feature';
import { useAppSelector, useAppStore } from './hooks';
import type { RuntimeStage } from './appStore';

/**
 * Layout route of the sign-in pages (`stage="sign-in"`: `/login`, `/logout`, `/redirect`, ADR 0135) and of the
 * portal (`stage="portal"`): renders them once what they need has joined the store, "Loading..." until then: the
 * sign-in runtime (the auth feature, the sign-in ports), or the whole portal runtime (slices, RTK Query, listeners,
 * persistence, ADR 0109). A page that starts there has it before its first render (no suspension, so a
 * prerendered `/login` hydrates as is). A chunk that fails to load offers the new version or a retry, as every lazy chunk does.
 * Public pages never reach it. On the way in from a public page, the chunks the page needs (`preloadPage`:
 * its own and MSAL's) are requested together with the runtime's, not after it (ADR 0113).
 */
export function PortalRuntimeGate({ stage, preloadPage }: { stage: RuntimeStage; preloadPage: (pathname: string) => void }) {
  const store = useAppStore();
  const { pathname } = useAppSelector(selectLocation);
  const [ready, setReady] = useState(() => store.portal.ready(stage));
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (ready) return;
    let live = true;
    preloadPage(pathname);
    store.portal.load(stage).then(
      () => live && setReady(true),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [store, stage, ready, preloadPage, pathname]);
  if (failure) {
    const { error } = failure;
    // Anything but a failed chunk is a crash (the crash screen), as in any lazy chunk.
    if (!isChunkLoadError(error)) throw error instanceof Error ? error : new Error(String(error));
    return <ChunkRecovery load={() => store.portal.load(stage).then(() => ({ default: Outlet }))} message={error.message} props={{}} />;
  }
  if (!ready) return <FullScreenMessage title="Loading..." busy />;
  return <Outlet />;
}

import { lazy, useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { chunkLoadFailed, reloadForNewVersionRequested, selectDeploymentStatus } from './deploymentSlice';

export const NEW_VERSION_TITLE = 'A new version is available';
export const NEW_VERSION_DETAIL = 'This page was updated while you had it open. Reload to continue where you were.';
export const NEW_VERSION_BUTTON = 'Reload';
export const CHUNK_FAILED_TITLE = 'This part of the page could not be loaded';
export const CHUNK_FAILED_BUTTON = 'Try Again';

type Module<P> = { default: ComponentType<P> };

/** webpack rejects a dynamic import whose file could not be fetched with a ChunkLoadError. */
export const isChunkLoadError = (error: unknown): error is Error => error instanceof Error && error.name === 'ChunkLoadError';

export interface LazyChunkOptions {
  /** Show nothing in place of the component unless a new version is available (for overlays). */
  quiet?: boolean;
}

interface ChunkRecoveryProps<P> extends LazyChunkOptions {
  load: () => Promise<Module<P>>;
  message: string;
  props: P;
}

/**
 * Shown where a lazily loaded component failed to load, instead of the crash screen: after a redeploy it
 * offers the new version (a reload keeps the address); after a network failure it retries in place.
 */
export function ChunkRecovery<P extends object>({ load, message, props, quiet = false }: ChunkRecoveryProps<P>) {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectDeploymentStatus);
  const [loaded, setLoaded] = useState<ComponentType<P> | null>(null);
  const [retrying, setRetrying] = useState(false);

  useEffect(() => {
    dispatch(chunkLoadFailed({ message }));
  }, [dispatch, message]);

  if (loaded) {
    const Loaded = loaded;
    return <Loaded {...props} />;
  }
  const retry = () => {
    setRetrying(true);
    load()
      .then((module) => setLoaded(() => module.default))
      .catch((error: unknown) => {
        setRetrying(false);
        dispatch(chunkLoadFailed({ message: error instanceof Error ? error.message : String(error) }));
      });
  };
  const outdated = status === 'outdated';
  if (quiet && !outdated) return null;
  return (
    <Box role={outdated ? 'alert' : 'status'} sx={{ display: 'grid', placeItems: 'center', textAlign: 'center', gap: 2, px: 4, py: 8 }}>
      {status === 'checking' || retrying ? (
        <CircularProgress aria-label="Loading" />
      ) : (
        <Box>
          <Typography component="h1" variant="h5" gutterBottom>
            {outdated ? NEW_VERSION_TITLE : CHUNK_FAILED_TITLE}
          </Typography>
          {outdated && <Typography sx={{ mb: 2 }}>{NEW_VERSION_DETAIL}</Typography>}
          <Button variant="contained" sx={{ mt: outdated ? 0 : 2 }} onClick={outdated ? () => dispatch(reloadForNewVersionRequested()) : retry}>
            {outdated ? NEW_VERSION_BUTTON : CHUNK_FAILED_BUTTON}
          </Button>
        </Box>
      )}
    </Box>
  );
}

/**
 * React.lazy for code-split components: a chunk that fails to load renders ChunkRecovery (new version or
 * retry) instead of throwing to the crash screen. Other errors still reach the crash screen.
 * `preload()` requests the chunk before the component renders (webpack loads a chunk once, so the render
 * then uses that request; a failed one is made again when the component renders, and fails there).
 */
export function lazyChunk<P extends object>(load: () => Promise<Module<P>>, options: LazyChunkOptions = {}) {
  const component = lazy(async (): Promise<Module<P>> => {
    try {
      return await load();
    } catch (error) {
      if (!isChunkLoadError(error)) throw error;
      return { default: (props: P) => <ChunkRecovery load={load} message={error.message} props={props} quiet={options.quiet} /> };
    }
  });
  const preload = (): void => {
    // A failure is not reported here: the render's own request reports it (ChunkRecovery).
    load().catch(() => undefined);
  };
  return Object.assign(component, { preload });
}

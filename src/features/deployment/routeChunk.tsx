import type { ComponentType } from 'react';
import { lazyChunk } from './lazyChunk';
import type { LazyChunkOptions } from './lazyChunk';

type Module<P> = { default: ComponentType<P> };

/**
 * A public route's page, loaded with its own chunk (ADR 0114), that renders without suspending once the chunk
 * is in: start-up and the prerender await `load()` before rendering, so hydration finds the page's component
 * at once (no fallback, no second pass), and a link waits for it before the location changes. Rendered before
 * that (a failed or a skipped `load()`), it is a `lazyChunk`: it suspends, and a failed download offers the new
 * version or a retry. `load()` requests the chunk once; after a failure the next call requests it again.
 */
export function routeChunk<P extends object>(importChunk: () => Promise<Module<P>>, options: LazyChunkOptions = {}) {
  let loaded: Module<P> | null = null;
  let request: Promise<Module<P>> | null = null;
  const load = (): Promise<Module<P>> => {
    request ??= importChunk().then(
      (module) => (loaded = module),
      (error: unknown) => {
        request = null;
        throw error;
      },
    );
    return request;
  };
  // The same request: once the lazy component has the module, `loaded` has it too, so a retried render uses it.
  const Lazy = lazyChunk(load, options);
  function RouteChunk(props: P) {
    const Page = loaded?.default;
    return Page ? <Page {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(RouteChunk, { load, isLoaded: () => loaded !== null });
}

export type RouteChunk<P extends object> = ReturnType<typeof routeChunk<P>>;

// What the app shell uses of the deployment feature: lazy chunks with the new-version and retry screens (ADR 0121),
// and chunks that render without suspending once loaded (the public routes, the portal's pages: ADR 0114, 0137).
export { ChunkRecovery, isChunkLoadError, lazyChunk } from './lazyChunk';
export { routeChunk } from './routeChunk';
export type { RouteChunk } from './routeChunk';

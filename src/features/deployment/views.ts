// What the app shell uses of the deployment feature: lazy chunks with the new-version and retry screens (ADR 0121).
export { ChunkRecovery, isChunkLoadError, lazyChunk } from './lazyChunk';

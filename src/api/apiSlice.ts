import { createApi } from '@reduxjs/toolkit/query/react';
import * as z from 'zod/mini';
import { baseQuery } from './baseQuery';
import { unreadableResponse } from '../lib/apiFailures';
import { API_TAGS } from '../shared/contract/operation';

/**
 * Data-query defaults (spec §9): data is stale after 300 s (refetched when a component mounts after
 * that), kept for 600 s after its last user, never refetched on window focus. The spec's single
 * query-layer retry is not a second retry loop: the base query already retries retryable failures
 * three times (4 attempts); wrapping it in RTK's `retry` would make that 8. See docs/adr/0006.
 */
export const QUERY_STALE_SECONDS = 300;
export const QUERY_CACHE_SECONDS = 600;

// zod's fast path compiles parsers with `new Function`, which the CSP forbids (script-src without
// 'unsafe-eval'); even its feature probe is reported as a violation. Jitless parsing needs no eval.
z.config({ jitless: true });

/** The single api slice. The endpoint modules beside it (`workApi`, `graphApi`, `notificationsApi`) add theirs with `apiSlice.injectEndpoints`. */
export const apiSlice = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: API_TAGS,
  keepUnusedDataFor: QUERY_CACHE_SECONDS,
  refetchOnMountOrArgChange: QUERY_STALE_SECONDS,
  refetchOnFocus: false,
  refetchOnReconnect: true,
  // Responses are checked on arrival against their endpoint's schema (ADR 0091). A response that does
  // not match is logged and becomes a validation error (toasted unless the request opted out): it
  // never reaches the cache or the views.
  onSchemaFailure: (error, info) => {
    console.error(`The ${info.endpoint} response does not have its documented shape; it was refused.`, error.issues);
  },
  catchSchemaFailure: () => unreadableResponse(null),
  endpoints: () => ({}),
});

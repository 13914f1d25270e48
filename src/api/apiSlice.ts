import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

/** Data-query defaults (spec §9): stale after 300 s, cached for 600 s, no refetch on window focus. */
export const QUERY_STALE_SECONDS = 300;
export const QUERY_CACHE_SECONDS = 600;

/** The single api slice. Features add their endpoints with `apiSlice.injectEndpoints`. */
export const apiSlice = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Notification'],
  keepUnusedDataFor: QUERY_CACHE_SECONDS,
  refetchOnFocus: false,
  endpoints: () => ({}),
});

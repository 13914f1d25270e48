import { apiSlice } from './apiSlice';
import { ROUTING_OPERATIONS as OPS } from '../shared/contract/routing';
import type { Routing } from '../shared/routing/schemas';

/** The approval routing settings (src/shared/contract/routing.ts, ADR 0179), checked on arrival. */
export const routingApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getRouting: build.query<Routing, void>({ query: () => OPS.getRouting.path, responseSchema: OPS.getRouting.response, providesTags: ['Routing'] }),
    updateRouting: build.mutation<Routing, Routing>({
      query: (routing) => ({ url: OPS.updateRouting.path, method: 'PUT', body: routing, successToast: 'Approval routing saved' }),
      responseSchema: OPS.updateRouting.response,
      async onQueryStarted(_routing, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) void dispatch(routingApi.util.upsertQueryData('getRouting', undefined, data));
      },
    }),
  }),
});

import { apiSlice } from './apiSlice';
import { GraphMeSchema, GraphPhotoSchema, GraphPresenceSchema } from './types/graph';
import type { GraphMe } from './types/graph';

/** Spec §3 status display values. */
export type PresenceStatus = 'online' | 'offline' | 'busy' | 'away' | 'unknown';

/** Graph availability → the portal's five presence values. */
export function presenceFrom(availability: string | undefined): PresenceStatus {
  switch (availability) {
    case 'Available':
    case 'AvailableIdle':
      return 'online';
    case 'Busy':
    case 'BusyIdle':
    case 'DoNotDisturb':
      return 'busy';
    case 'Away':
    case 'BeRightBack':
      return 'away';
    case 'Offline':
      return 'offline';
    default:
      return 'unknown';
  }
}

/** Microsoft Graph through the same base query, with Graph's base address and Graph tokens. */
export const graphApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<GraphMe, void>({
      query: () => ({ url: '/me', audience: 'graph', noErrorToast: true }),
      rawResponseSchema: GraphMeSchema,
      providesTags: ['GraphMe'],
    }),
    getMyPhoto: build.query<string, void>({
      query: () => ({ url: '/me/photo/$value', audience: 'graph', responseType: 'dataUrl', noErrorToast: true }),
      rawResponseSchema: GraphPhotoSchema,
    }),
    getMyPresence: build.query<PresenceStatus, void>({
      query: () => ({ url: '/me/presence', audience: 'graph', noErrorToast: true }),
      rawResponseSchema: GraphPresenceSchema,
      transformResponse: (raw: { availability?: string }) => presenceFrom(raw.availability),
    }),
  }),
});

/** Graph data for views (requests only when `enabled`). */
export function useGraphProfile(enabled: boolean) {
  const skip = !enabled;
  const me = graphApi.endpoints.getMe.useQuery(undefined, { skip }).data;
  const photo = graphApi.endpoints.getMyPhoto.useQuery(undefined, { skip }).data;
  const presence = graphApi.endpoints.getMyPresence.useQuery(undefined, { skip }).data;
  return { me, photo, presence };
}

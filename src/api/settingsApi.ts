import { apiSlice } from './apiSlice';
import { SETTINGS_OPERATIONS as OPS } from '../shared/contract/settings';
import type { EmailPreferences, EmailSettings } from '../shared/notifications/email';

/** The caller's e-mail choices per kind of notice (src/shared/contract/settings.ts), each answer checked on arrival. */
export const settingsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getEmailSettings: build.query<EmailSettings, void>({ query: () => OPS.getEmailSettings.path, responseSchema: OPS.getEmailSettings.response, providesTags: ['EmailSettings'] }),
    updateEmailSettings: build.mutation<EmailSettings, EmailPreferences>({
      query: (preferences) => ({ url: OPS.updateEmailSettings.path, method: 'PUT', body: preferences, successToast: true }),
      responseSchema: OPS.updateEmailSettings.response,
      // The answer is the settings as kept: the cache takes it without a second read.
      async onQueryStarted(_preferences, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) void dispatch(settingsApi.util.upsertQueryData('getEmailSettings', undefined, data));
      },
    }),
  }),
});

import { http, HttpResponse } from 'msw';
import { SETTINGS_OPERATIONS as OPS } from '../../shared/contract/settings';
import { DEFAULT_EMAIL_PREFERENCES, EmailPreferencesSchema } from '../../shared/notifications/email';
import type { EmailPreferences, EmailSettings } from '../../shared/notifications/email';
import { authorize } from './identity';
import { parse } from './requests';

/**
 * Each person's e-mail choices (src/shared/contract/settings.ts) in memory. The mock API sends no e-mail: it answers
 * `enabled: false`, as the service does without SMTP_URL.
 */
export function settingsHandlers(basePath: string) {
  let choices = new Map<string, EmailPreferences>();
  const at = (path: string) => `*${basePath.replace(/\/$/, '')}${path}`;
  const settingsOf = (userId: string): EmailSettings => ({ enabled: false, digestHour: 8, timeZone: 'UTC', preferences: choices.get(userId) ?? DEFAULT_EMAIL_PREFERENCES });
  const handlers = [
    http.get(at(OPS.getEmailSettings.path), ({ request }) => {
      const caller = authorize(request);
      if (caller instanceof Response) return caller;
      return HttpResponse.json(settingsOf(caller.id));
    }),
    http.put(at(OPS.updateEmailSettings.path), async ({ request }) => {
      const caller = authorize(request);
      if (caller instanceof Response) return caller;
      const input = await parse(request, EmailPreferencesSchema);
      if (input instanceof Response) return input;
      choices.set(caller.id, { toDecide: input.toDecide, decided: input.decided, announcement: input.announcement, reminder: input.reminder, overdue: input.overdue });
      return HttpResponse.json(settingsOf(caller.id));
    }),
  ];
  return {
    handlers,
    reset() {
      choices = new Map();
    },
  };
}

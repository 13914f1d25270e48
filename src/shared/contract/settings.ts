import { EmailPreferencesSchema, EmailSettingsSchema } from '../notifications/email';
import type { Operation } from './operation';

/** The caller's own settings kept by the service (issue #48 §1): how each kind of notice reaches them. */
export const SETTINGS_OPERATIONS = {
  getEmailSettings: {
    method: 'GET',
    path: '/settings/notifications',
    summary: "The caller's e-mail choices per kind of notice, and whether the service sends e-mail",
    response: EmailSettingsSchema,
    status: 200,
    errors: [401],
  },
  updateEmailSettings: {
    method: 'PUT',
    path: '/settings/notifications',
    summary: "Set the caller's e-mail choice per kind of notice: in app only, e-mail at once, or a daily digest",
    body: EmailPreferencesSchema,
    response: EmailSettingsSchema,
    status: 200,
    errors: [400, 401],
  },
} as const satisfies Record<string, Operation>;

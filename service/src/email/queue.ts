import { eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { DEFAULT_EMAIL_PREFERENCES, EMAIL_DELIVERIES, EMAIL_KINDS } from '../../../src/shared/notifications/email.ts';
import type { EmailDelivery, EmailKind, EmailPreferences, EmailSettings } from '../../../src/shared/notifications/email.ts';
import type { Queryable as Tx } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { emailSettingsFromEnv, nextDigestAt } from './settings.ts';
import type { EmailSettingsConfig } from './settings.ts';

let configured: EmailSettingsConfig | null = null;

/** The e-mail settings this process runs with (read from the environment once; a test may set its own). */
export function emailSettings(): EmailSettingsConfig {
  configured ??= emailSettingsFromEnv();
  return configured;
}

/** Sets the e-mail settings (the service at start, a test for its own SMTP catcher). */
export function configureEmail(settings: EmailSettingsConfig): void {
  configured = settings;
}

/**
 * A statement that queues, for the notices `source` selects (columns uid, user_id, title, kind, path), the e-mail each
 * recipient chose for that kind: none (in the app only, or no choice made), one at once, or a line in the next daily
 * digest. Used as a common table expression of the statement that writes the notices, so both commit together, or
 * neither (ADR 0176). Nothing is queued while the service has no SMTP server.
 */
export function queueEmails(source: SQL): SQL | null {
  const settings = emailSettings();
  if (!settings.smtpUrl) return null;
  const digestAt = nextDigestAt(new Date(), settings.timeZone, settings.digestHour).toISOString();
  return sql`insert into email_outbox (user_id, kind, notification_uid, subject, path, digest, due_at)
    select s.user_id, s.kind, s.uid, s.title, s.path, p.delivery = 'digest', case when p.delivery = 'digest' then ${digestAt}::timestamptz else now() end
    from (${source}) as s(uid, user_id, title, kind, path)
    join notification_preferences p on p.user_id = s.user_id and p.kind = s.kind and p.delivery in ('immediate', 'digest')`;
}

const isKind = (value: string): value is EmailKind => (EMAIL_KINDS as readonly string[]).includes(value);
const isDelivery = (value: string): value is EmailDelivery => (EMAIL_DELIVERIES as readonly string[]).includes(value);

/** A person's choices (in the app only for each kind they have not chosen for). */
export async function preferencesOf(tx: Tx, userId: string): Promise<EmailPreferences> {
  const rows = await tx.select().from(t.notificationPreferences).where(eq(t.notificationPreferences.userId, userId));
  const preferences: EmailPreferences = { ...DEFAULT_EMAIL_PREFERENCES };
  for (const row of rows) if (isKind(row.kind) && isDelivery(row.delivery)) preferences[row.kind] = row.delivery;
  return preferences;
}

/** Keeps a person's choices, one row per kind. */
export async function choosePreferences(tx: Tx, userId: string, preferences: EmailPreferences): Promise<void> {
  for (const kind of EMAIL_KINDS) {
    await tx
      .insert(t.notificationPreferences)
      .values({ userId, kind, delivery: preferences[kind] })
      .onConflictDoUpdate({ target: [t.notificationPreferences.userId, t.notificationPreferences.kind], set: { delivery: preferences[kind] } });
  }
}

/** What Settings shows a person. */
export async function emailSettingsOf(tx: Tx, userId: string): Promise<EmailSettings> {
  const settings = emailSettings();
  return { enabled: settings.smtpUrl !== undefined, digestHour: settings.digestHour, timeZone: settings.timeZone, preferences: await preferencesOf(tx, userId) };
}

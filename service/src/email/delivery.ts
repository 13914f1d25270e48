import nodemailer from 'nodemailer';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import type { EmailSettingsConfig } from './settings.ts';

/** One e-mail as the delivery loop hands it to the SMTP server. */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends one e-mail; rejects when the server did not take it. */
export type SendEmail = (email: OutgoingEmail) => Promise<void>;

/** An SMTP sender through nodemailer (SMTP_URL). */
export function smtpSender(settings: Pick<EmailSettingsConfig, 'smtpUrl' | 'from'>): { send: SendEmail; close: () => void } {
  if (!settings.smtpUrl) throw new Error('No SMTP server: SMTP_URL is not set');
  const transport = nodemailer.createTransport(settings.smtpUrl);
  return {
    async send(email) {
      await transport.sendMail({ from: settings.from, ...email });
    },
    close: () => transport.close(),
  };
}

interface Claimed {
  id: number;
  userId: string;
  subject: string;
  path: string;
  digest: boolean;
  attempts: number;
  email: string;
}

/** How many rows one claim takes, how long its lease lasts, and how often an attempt may be made. */
const BATCH = 20;
const LEASE_SECONDS = 60;
const MAX_ATTEMPTS = 8;

/** The wait before attempt n+1 after n failed: 5 s, 10 s, 20 s … at most an hour. */
export const backoffSeconds = (attempts: number) => Math.min(3600, 5 * 2 ** Math.max(0, attempts - 1));

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The e-mail of one notice, or of a day's notices (a digest): each title and the link to its item, nothing else
 * (no message, no dates, no hours: the portal shows those to whoever signs in).
 */
export function composeEmail(to: string, items: readonly Pick<Claimed, 'subject' | 'path'>[], origin: string): OutgoingEmail {
  const linked = items.map((item) => ({ title: item.subject, url: `${origin}${item.path}` }));
  const [first] = linked;
  if (linked.length === 1 && first) {
    return {
      to,
      subject: first.title,
      text: `You have a new notice in the Employee Portal: ${first.title}\n\nOpen it: ${first.url}\n`,
      html: `<p>You have a new notice in the Employee Portal: ${escapeHtml(first.title)}</p><p><a href="${escapeHtml(first.url)}">Open it in the portal</a></p>`,
    };
  }
  return {
    to,
    subject: `Your Employee Portal digest: ${linked.length} notices`,
    text: `Your notices in the Employee Portal since the last digest:\n\n${linked.map((l) => `- ${l.title}\n  ${l.url}`).join('\n')}\n`,
    html: `<p>Your notices in the Employee Portal since the last digest:</p><ul>${linked.map((l) => `<li><a href="${escapeHtml(l.url)}">${escapeHtml(l.title)}</a></li>`).join('')}</ul>`,
  };
}

/**
 * Claims due e-mails: one statement locks them with FOR UPDATE SKIP LOCKED (rows another instance is claiming are
 * passed over, on PostgreSQL as on PGlite) and leases them (`locked_until`), so however many loops run, one sends each.
 * A loop that stops mid-send leaves its lease to run out, and the rows are claimed again (at least once; ADR 0176).
 */
async function claim(db: Queryable): Promise<Claimed[]> {
  const result = (await db.execute(sql`
    update email_outbox o set locked_until = now() + make_interval(secs => ${LEASE_SECONDS}), attempts = o.attempts + 1
    where o.id in (
      select id from email_outbox
      where sent_at is null and due_at <= now() and (locked_until is null or locked_until <= now()) and attempts < ${MAX_ATTEMPTS}
      order by id limit ${BATCH}
      for update skip locked)
    returning o.id, o.user_id, o.subject, o.path, o.digest, o.attempts, (select p.email from people p where p.id = o.user_id) as email`)) as { rows: Record<string, unknown>[] };
  return result.rows.map((r) => ({
    id: Number(r.id),
    userId: String(r.user_id),
    subject: String(r.subject),
    path: String(r.path),
    digest: r.digest === true,
    attempts: Number(r.attempts),
    email: typeof r.email === 'string' ? r.email : '',
  }));
}

async function markSent(db: Queryable, ids: readonly number[]): Promise<void> {
  await db.execute(sql`update email_outbox set sent_at = now(), locked_until = null, last_error = null where id = any(${`{${ids.join(',')}}`}::bigint[])`);
}

async function markFailed(db: Queryable, ids: readonly number[], attempts: number, error: string): Promise<void> {
  await db.execute(sql`update email_outbox set locked_until = now() + make_interval(secs => ${backoffSeconds(attempts)}), last_error = ${error.slice(0, 500)}
    where id = any(${`{${ids.join(',')}}`}::bigint[])`);
}

/**
 * Sends what is due once: each e-mail at once by itself, each person's due digest lines as one e-mail. A failure
 * (the server refused or could not be reached) is tried again after a growing wait; a person without an address is
 * marked sent with the reason. Answers how many e-mails went.
 */
export async function deliverDue(db: Queryable, send: SendEmail, origin: string): Promise<number> {
  const rows = await claim(db);
  const groups = new Map<string, Claimed[]>();
  for (const row of rows) {
    const key = row.digest ? `digest:${row.userId}` : `one:${row.id}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  let sent = 0;
  for (const group of groups.values()) {
    const ids = group.map((r) => r.id);
    const [first] = group;
    if (!first) continue;
    if (!first.email) {
      await db.execute(sql`update email_outbox set sent_at = now(), locked_until = null, last_error = 'no e-mail address' where id = any(${`{${ids.join(',')}}`}::bigint[])`);
      continue;
    }
    try {
      await send(composeEmail(first.email, group, origin));
      await markSent(db, ids);
      sent += 1;
    } catch (error) {
      await markFailed(db, ids, Math.max(...group.map((r) => r.attempts)), error instanceof Error ? error.message : String(error));
    }
  }
  return sent;
}

/**
 * The delivery loop: every `intervalMs` (and at once when started) sends what is due; one round at a time. Stopping
 * waits for the round under way.
 */
export function startDelivery(db: Queryable, send: SendEmail, origin: string, intervalMs = 1000): { stop: () => Promise<void> } {
  let round: Promise<void> = Promise.resolve();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    round = deliverDue(db, send, origin)
      .then(() => undefined)
      .catch((error: unknown) => console.error(`E-mail delivery: a round failed (${error instanceof Error ? error.message : String(error)}); it is tried again`))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await round;
    },
  };
}

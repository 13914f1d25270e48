import { companyTimeZone } from '../clock.ts';

/**
 * How the service sends e-mail (issue #48 §1, ADR 0176), from the environment:
 * - SMTP_URL (smtp://host:port, smtps://user:pass@host:465): the server it sends through; unset, e-mail is off
 *   (choices are kept, nothing is queued to send).
 * - SMTP_FROM: the sender (default "Employee Portal <portal@localhost>").
 * - PORTAL_ORIGIN: the portal's address the e-mails link to (default http://localhost:3000, `npm start`'s).
 * - EMAIL_DIGEST_HOUR: the hour (0-23) the daily digest goes, in the company's time zone (default 8).
 */
export interface EmailSettingsConfig {
  smtpUrl: string | undefined;
  from: string;
  portalOrigin: string;
  digestHour: number;
  timeZone: string;
}

export function emailSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): EmailSettingsConfig {
  const hour = env.EMAIL_DIGEST_HOUR === undefined || env.EMAIL_DIGEST_HOUR === '' ? 8 : Number(env.EMAIL_DIGEST_HOUR);
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new Error(`EMAIL_DIGEST_HOUR is not an hour (0-23): ${env.EMAIL_DIGEST_HOUR ?? ''}`);
  return {
    smtpUrl: env.SMTP_URL || undefined,
    from: env.SMTP_FROM || 'Employee Portal <portal@localhost>',
    portalOrigin: (env.PORTAL_ORIGIN || 'http://localhost:3000').replace(/\/+$/, ''),
    digestHour: hour,
    timeZone: companyTimeZone(env),
  };
}

/** The zone's offset from UTC at `at`, in minutes (east positive). */
function offsetMinutes(zone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The first instant after `now` whose wall-clock time in `zone` is `hour`:00 (the next daily digest). */
export function nextDigestAt(now: Date, zone: string, hour: number): Date {
  const local = new Date(now.getTime() + offsetMinutes(zone, now) * 60_000);
  for (let day = 0; day < 3; day += 1) {
    const wall = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + day, hour);
    // The instant that wall-clock time is (the offset read at a first guess, then again at the instant itself).
    let instant = wall - offsetMinutes(zone, new Date(wall)) * 60_000;
    instant = wall - offsetMinutes(zone, new Date(instant)) * 60_000;
    if (instant > now.getTime()) return new Date(instant);
  }
  return new Date(now.getTime() + 24 * 3_600_000);
}

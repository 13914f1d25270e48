import { dayIn } from '../../src/shared/work/dates.ts';

/**
 * The company's time zone: what "today", "this week" and "upcoming" mean to the service, on any server in any zone.
 * APP_COMPANY_TIME_ZONE (an IANA name such as America/Los_Angeles); when it is not set, the server's own zone.
 */
export function companyTimeZone(env: NodeJS.ProcessEnv = process.env): string {
  const named = env.APP_COMPANY_TIME_ZONE;
  if (named) {
    try {
      return new Intl.DateTimeFormat('en-US', { timeZone: named }).resolvedOptions().timeZone;
    } catch {
      throw new Error(`APP_COMPANY_TIME_ZONE is not a time zone: ${named}`);
    }
  }
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const zone = companyTimeZone();

/** Today's date (YYYY-MM-DD) in the company's time zone. */
export const today = (at: Date = new Date()) => dayIn(zone, at);

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

/** Where the service's scheduled work (reminders, ADR 0177) reads "now" from. */
export type Clock = () => Date;

/** The machine's clock: what a production start runs on. */
export const systemClock: Clock = () => new Date();

/**
 * A clock the test controls can move (`POST /__mock/reminders`, only where test controls answer): real time plus an
 * offset, so it keeps running from wherever it was put.
 */
export interface MovableClock {
  now: Clock;
  moveTo(at: Date): void;
  reset(): void;
}

export function movableClock(): MovableClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    moveTo(at) {
      offset = at.getTime() - Date.now();
    },
    reset() {
      offset = 0;
    },
  };
}

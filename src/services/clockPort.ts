/** The wall clock, as an ISO timestamp. Tests pass a fixed one. */
export interface ClockPort {
  now(): string;
}

export const systemClock: ClockPort = { now: () => new Date().toISOString() };

/** A clock stopped at `iso`, for tests and Node. */
export function fixedClock(iso: string): ClockPort {
  return { now: () => iso };
}

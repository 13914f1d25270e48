/** The wall clock, as an ISO timestamp. Tests pass a fixed one. */
export interface ClockPort {
  now(): string;
}

export const systemClock: ClockPort = { now: () => new Date().toISOString() };

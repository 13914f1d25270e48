import { isoDate } from '../../src/shared/work/dates.ts';

/** Today's date (YYYY-MM-DD) where the service runs: what "this week" and "upcoming" are counted from. */
export const today = () => isoDate(new Date());

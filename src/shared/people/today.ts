import { addDays, parseIsoDate } from '../work/dates';
import type { IsoDate } from '../work/dates';
import type { TimeOffType } from '../work/schemas';
import type { DirectoryQuery, Today } from './schemas';

/** An approved stretch of time off (the fields of a time-off request the status needs). */
export interface TimeAway {
  type: TimeOffType;
  firstDay: IsoDate;
  lastDay: IsoDate;
}

const isWeekend = (day: IsoDate) => {
  const weekday = parseIsoDate(day).getDay();
  return weekday === 0 || weekday === 6;
};

/** The first Monday-to-Friday day after `day`. */
export function nextWorkingDay(day: IsoDate): IsoDate {
  let next = addDays(day, 1);
  while (isWeekend(next)) next = addDays(next, 1);
  return next;
}

/**
 * A person's status today from their approved time off (shared by the service and the mock API): in, or
 * out with the type of the time off covering today and the first working day no approved time off covers
 * (back-to-back requests count as one absence).
 */
export function todayFrom(approved: readonly TimeAway[], today: IsoDate): Today {
  const covering = (day: IsoDate) => approved.filter((a) => a.firstDay <= day && day <= a.lastDay);
  const now = covering(today);
  const [first] = now;
  if (!first) return { status: 'in' };
  let back = nextWorkingDay(now.reduce((last, a) => (a.lastDay > last ? a.lastDay : last), first.lastDay));
  for (let guard = 0; guard < 366; guard += 1) {
    const more = covering(back);
    if (more.length === 0) break;
    back = nextWorkingDay(more.reduce((last, a) => (a.lastDay > last ? a.lastDay : last), back));
  }
  return { status: 'out', timeOffType: first.type, backOn: back };
}

/** The directory's search and department, trimmed; blank ones are absent (no filter). */
export function directoryFilter(query: DirectoryQuery): { q: string | null; department: string | null } {
  const q = query.q?.trim() ?? '';
  const department = query.department?.trim() ?? '';
  return { q: q || null, department: department || null };
}

/** The mock API's match, as the service's SQL does it: the search, case-insensitive, in name, job title or e-mail. */
export function matchesSearch(person: { name: string; jobTitle: string; email: string }, q: string | null): boolean {
  if (q === null) return true;
  const needle = q.toLowerCase();
  return [person.name, person.jobTitle, person.email].some((v) => v.toLowerCase().includes(needle));
}

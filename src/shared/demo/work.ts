import { approvalEntry, openingEntries } from '../work/balances';
import type { StoredEntry } from '../work/balances';
import { addDays, isoDate, mondayOf } from '../work/dates';
import { suggestedHours } from '../work/rules';
import type { Balances, Holiday, Project, TimecardWeek, TimeOffRequest } from '../work/schemas';
import type { NavRole } from '../roles';

/** A person the mock API knows; `id` is the sign-in name (the token's preferred_username). */
export interface Person {
  id: string;
  name: string;
  managerId: string | null;
  /** The directory's facts (issue #26). */
  jobTitle: string;
  department: string;
  location: string;
  email: string;
  phone: string;
  /** The hire date, YYYY-MM-DD. */
  startDate: string | null;
  /** Payroll's stable employee number (the service numbers others from E2001). */
  employeeNumber: string;
}

const MORGAN = 'morgan.lee@contoso.test';
const ALEX = 'alex.rivera@contoso.test';
const PAT = 'pat.morgan@contoso.test';
const OLIVIA = 'olivia.chen@contoso.test';
const HARPER = 'harper.quinn@contoso.test';

/** Morgan Lee manages Alex Rivera, Pat Morgan and Olivia Chen. Harper Quinn (HR) has no work data at all. */
export const PEOPLE: Person[] = [
  { id: MORGAN, employeeNumber: 'E1001', name: 'Morgan Lee', managerId: null, jobTitle: 'Project Manager', department: 'Operations', location: 'Seattle office', email: MORGAN, phone: '+1 206 555 0142', startDate: '2016-03-14' },
  { id: ALEX, employeeNumber: 'E1002', name: 'Alex Rivera', managerId: MORGAN, jobTitle: 'Field Engineer', department: 'Operations', location: 'Riverside Medical Center site', email: ALEX, phone: '+1 206 555 0118', startDate: '2021-06-01' },
  { id: PAT, employeeNumber: 'E1003', name: 'Pat Morgan', managerId: MORGAN, jobTitle: 'Site Superintendent', department: 'Operations', location: 'Eastgate Substation site', email: PAT, phone: '+1 206 555 0176', startDate: '2018-09-17' },
  { id: OLIVIA, employeeNumber: 'E1004', name: 'Olivia Chen', managerId: MORGAN, jobTitle: 'Project Engineer', department: 'Engineering', location: 'Seattle office', email: OLIVIA, phone: '+1 206 555 0193', startDate: '2022-02-07' },
  { id: HARPER, employeeNumber: 'E1005', name: 'Harper Quinn', managerId: null, jobTitle: 'HR Generalist', department: 'Human Resources', location: 'Seattle office', email: HARPER, phone: '+1 206 555 0127', startDate: '2019-11-04' },
];

/**
 * The demo people's roles, as the local identity provider's tokens carry them (`scripts/demo-users.ts`; a test holds
 * the two together). The seed reads them to give each person only the notices that concern them (issue #49).
 */
export const DEMO_ROLES: Record<string, readonly NavRole[]> = {
  [MORGAN]: ['EMPLOYEE', 'TEAM_MANAGER', 'TEAM_APPROVER'],
  [ALEX]: ['EMPLOYEE'],
  [PAT]: ['EMPLOYEE', 'PAYROLL_USER'],
  [OLIVIA]: ['EMPLOYEE', 'OPERATIONS_MANAGER'],
  [HARPER]: ['EMPLOYEE', 'HR_ADMIN'],
};

export const PROJECTS: Project[] = [
  { jobNumber: '24-117', name: 'Riverside Medical Center', status: 'active', manager: 'Morgan Lee' },
  { jobNumber: '24-102', name: 'Harbor Bridge Retrofit', status: 'active', manager: 'Olivia Chen' },
  { jobNumber: '25-011', name: 'Eastgate Substation', status: 'active', manager: 'Morgan Lee' },
  { jobNumber: '25-004', name: 'North Campus Parking', status: 'on hold', manager: 'Olivia Chen' },
  { jobNumber: '23-088', name: 'City Library Renovation', status: 'closed', manager: 'Morgan Lee' },
];

export const DEFAULT_BALANCES: Balances = { vacation: 80, sick: 40, personal: 16 };

export interface WorkData {
  balances: Record<string, Balances>;
  requests: TimeOffRequest[];
  weeks: TimecardWeek[];
}

/** A seeded week; nobody works on a company holiday (`off`), so those days' hours are left out (issue #46 §6). */
const week = (off: ReadonlySet<string>, employeeId: string, weekStart: string, status: TimecardWeek['status'], hours: Record<string, number[]>, extra: Partial<TimecardWeek> = {}): TimecardWeek => ({
  employeeId,
  employeeName: PEOPLE.find((p) => p.id === employeeId)?.name ?? employeeId,
  weekStart,
  status,
  entries: Object.entries(hours).map(([jobNumber, h]) => ({ jobNumber, hours: h.map((value, i) => (off.has(addDays(weekStart, i)) ? 0 : value)) })),
  reason: null,
  decidedBy: null,
  ...extra,
});

/** Requests and weeks in every state, dated around `today`. */
export function seedWork(today: Date = new Date()): WorkData {
  const monday = mondayOf(isoDate(today));
  const at = (days: number) => addDays(monday, days);
  const created = new Date(today.getTime() - 3 * 86_400_000).toISOString();
  const request = (id: string, employeeId: string, fields: Omit<TimeOffRequest, 'id' | 'employeeId' | 'employeeName' | 'createdAt' | 'decidedBy' | 'reason'> & Partial<TimeOffRequest>): TimeOffRequest => ({
    id,
    employeeId,
    employeeName: PEOPLE.find((p) => p.id === employeeId)?.name ?? employeeId,
    createdAt: created,
    decidedBy: null,
    reason: null,
    ...fields,
  });
  const full = [8, 8, 8, 8, 8, 0, 0];
  const holidays = seedHolidays(today);
  const off = new Set(holidays.map((h) => h.date));
  // Requests over several days ask for eight hours a working day, holidays and weekends left out.
  const days = (first: number, last: number) => suggestedHours(at(first), at(last), holidays);
  return {
    balances: {
      [ALEX]: { vacation: 80, sick: 32, personal: 16 },
      [PAT]: { vacation: 64, sick: 40, personal: 8 },
      [OLIVIA]: { vacation: 96, sick: 40, personal: 16 },
      [MORGAN]: { vacation: 120, sick: 40, personal: 16 },
    },
    requests: [
      request('to-1', ALEX, { type: 'vacation', firstDay: at(14), lastDay: at(16), hours: days(14, 16), note: 'Family visit', status: 'pending' }),
      request('to-2', ALEX, { type: 'sick', firstDay: at(-19), lastDay: at(-19), hours: 8, note: '', status: 'approved', decidedBy: 'Morgan Lee' }),
      request('to-3', ALEX, { type: 'personal', firstDay: at(-10), lastDay: at(-10), hours: 8, note: 'Moving house', status: 'denied', decidedBy: 'Morgan Lee', reason: 'Site inspection that day; please pick another.' }),
      request('to-4', ALEX, { type: 'vacation', firstDay: at(35), lastDay: at(36), hours: days(35, 36), note: '', status: 'cancelled' }),
      // Christmas Eve and Day are left out when this week is the first of December.
      request('to-5', PAT, { type: 'vacation', firstDay: at(21), lastDay: at(25), hours: days(21, 25), note: 'Winter break', status: 'pending' }),
      request('to-6', OLIVIA, { type: 'personal', firstDay: at(9), lastDay: at(9), hours: 4, note: 'Appointment', status: 'pending' }),
      // Out today (the team page's "Out today" chip): approved sick days from today.
      request('to-7', PAT, { type: 'sick', firstDay: isoDate(today), lastDay: addDays(isoDate(today), 1), hours: 16, note: '', status: 'approved', decidedBy: 'Morgan Lee' }),
    ],
    weeks: [
      week(off, ALEX, at(-14), 'approved', { '24-117': full }, { decidedBy: 'Morgan Lee' }),
      week(off, ALEX, at(-7), 'submitted', { '24-117': [8, 8, 4, 8, 8, 0, 0], '24-102': [0, 0, 4, 0, 0, 0, 0] }),
      week(off, ALEX, at(0), 'draft', { '24-117': [8, 6.5, 0, 0, 0, 0, 0] }),
      week(off, PAT, at(-14), 'approved', { '25-011': full }, { decidedBy: 'Morgan Lee' }),
      week(off, PAT, at(-7), 'returned', { '24-102': full }, { decidedBy: 'Morgan Lee', reason: 'Tuesday belongs to 24-117, please move it.' }),
      week(off, OLIVIA, at(-7), 'submitted', { '24-102': [10, 10, 10, 10, 0, 0, 0] }),
      week(off, OLIVIA, at(0), 'draft', { '24-102': [9, 0, 0, 0, 0, 0, 0] }),
    ],
  };
}

/**
 * The balance histories of the demo (ADR 0169): each person's opening on the current pay period's first day (the
 * balance shown before the seeded approvals), then each seeded approved request taken off, so every balance shown is
 * the seeded one and the sum of its history. By person, in the order written.
 */
export function seedBalanceEntries(work: WorkData, today: string): Map<string, StoredEntry[]> {
  const out = new Map<string, StoredEntry[]>();
  for (const [employeeId, balances] of Object.entries(work.balances)) {
    const approved = work.requests.filter((r) => r.employeeId === employeeId && r.status === 'approved');
    const opening = { ...balances };
    for (const r of approved) opening[r.type] += r.hours;
    const start = openingEntries(opening, today);
    out.set(employeeId, [...start, ...approved.map((r) => ({ ...approvalEntry(r, today), day: start[0]?.day ?? today }))]);
  }
  return out;
}

/** Nobody has requests or weeks (balances are the defaults): every page shows its empty state. */
export function emptyWork(): WorkData {
  return { balances: {}, requests: [], weeks: [] };
}

/** The nth (1-based; -1 = last) `weekday` (0 = Sunday) of a month (1–12). */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  if (n > 0) {
    const first = new Date(year, month - 1, 1, 12).getDay();
    return isoDate(new Date(year, month - 1, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7, 12));
  }
  const lastDate = new Date(year, month, 0, 12);
  return isoDate(new Date(year, month - 1, lastDate.getDate() - ((lastDate.getDay() - weekday + 7) % 7), 12));
}

/**
 * Company holidays (issue #26 §3): the usual ones of this year and the next, and a company wellness day on the
 * Friday of next week, so a holiday is always close to `today`. One per day (the first wins).
 */
export function seedHolidays(today: Date = new Date()): Holiday[] {
  const year = today.getFullYear();
  const yearly = (y: number): Holiday[] => {
    const thanksgiving = nthWeekday(y, 11, 4, 4);
    return [
      { date: `${y}-01-01`, name: "New Year's Day" },
      { date: nthWeekday(y, 5, 1, -1), name: 'Memorial Day' },
      { date: `${y}-07-04`, name: 'Independence Day' },
      { date: nthWeekday(y, 9, 1, 1), name: 'Labor Day' },
      { date: thanksgiving, name: 'Thanksgiving Day' },
      { date: addDays(thanksgiving, 1), name: 'Day after Thanksgiving' },
      { date: `${y}-12-24`, name: 'Christmas Eve' },
      { date: `${y}-12-25`, name: 'Christmas Day' },
    ];
  };
  const all = [...yearly(year), ...yearly(year + 1), { date: addDays(mondayOf(isoDate(today)), 11), name: 'Company Wellness Day' }];
  const byDate = new Map<string, Holiday>();
  for (const h of all) if (!byDate.has(h.date)) byDate.set(h.date, h);
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** When a seeded week was decided (approved or returned): the Tuesday after it ended, at 16:00 UTC; null otherwise. */
export function seedDecidedAt(week: Pick<TimecardWeek, 'status' | 'weekStart'>): string | null {
  return week.status === 'approved' || week.status === 'returned' ? `${addDays(week.weekStart, 8)}T16:00:00.000Z` : null;
}

/** Most queue requests a seed writes. */
export const QUEUE_SEED_MAX = 2000;

/**
 * `count` more pending one-day vacation requests of Morgan Lee's team (`q-1` …), one working day each from eight
 * weeks after `today`'s week on, in turn for Alex, Pat and Olivia: the `queue` seed set (the default work and these),
 * so Approve Time lists more than one page (issue #49 §1). The service and the mock API write the same ones.
 */
export function queueRequests(count: number, today: Date = new Date()): TimeOffRequest[] {
  const team = PEOPLE.filter((p) => p.managerId === MORGAN);
  const start = addDays(mondayOf(isoDate(today)), 56);
  const created = new Date(today.getTime() - 86_400_000).toISOString();
  const n = Math.min(QUEUE_SEED_MAX, Math.max(0, Math.trunc(count)));
  return Array.from({ length: n }, (_, i): TimeOffRequest => {
    const person = team[i % team.length] ?? team[0];
    const week = Math.floor(i / (5 * team.length));
    const day = addDays(start, week * 7 + (Math.floor(i / team.length) % 5));
    return { id: `q-${i + 1}`, employeeId: person?.id ?? MORGAN, employeeName: person?.name ?? '', type: 'vacation', firstDay: day, lastDay: day, hours: 8, note: `Queue request ${i + 1}`, status: 'pending', decidedBy: null, reason: null, createdAt: created };
  });
}

import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { writeSeed } from '../src/db/seed.ts';
import type { ReminderSettings } from '../src/reminders/schedule.ts';

/**
 * One story of reminders and escalations (issue #48 §2), shared by the PGlite and the PostgreSQL tests. November 2026,
 * company time zone UTC, Wednesday 11 November a company holiday; Harper Quinn manages Morgan Lee, who approves for
 * Alex Rivera, Pat Morgan and Olivia Chen.
 * - Alex submitted the week of 26 October on Friday 6 November (the trail says when); Pat's is a draft; Olivia's is
 *   approved. Nobody has a row for the week of 2 November.
 * - Pat asked for a day off on Monday 9 November at 08:00.
 */
export const ALEX = 'alex.rivera@contoso.test';
export const PAT = 'pat.morgan@contoso.test';
export const OLIVIA = 'olivia.chen@contoso.test';
export const MORGAN = 'morgan.lee@contoso.test';
export const HARPER = 'harper.quinn@contoso.test';

export const SETTINGS: ReminderSettings = { timeZone: 'UTC', timecardDueMinutes: 10 * 60, approverAfterDays: 2, managerAfterDays: 4, everySeconds: 0 };

export async function arrangeCase(db: Db): Promise<void> {
  await writeSeed(db, 'empty', { now: new Date('2026-11-04T12:00:00Z') });
  await db.execute(sql`delete from holidays`);
  await db.execute(sql`insert into holidays (date, name) values ('2026-11-11', 'Veterans Day')`);
  await db.execute(sql`update people set manager_id = ${HARPER} where id = ${MORGAN}`);
  await db.execute(sql`insert into timecard_weeks (employee_id, week_start, status) values (${ALEX}, '2026-10-26', 'submitted'), (${PAT}, '2026-10-26', 'draft'), (${OLIVIA}, '2026-10-26', 'approved')`);
  await db.execute(sql`insert into audit (at, actor, action, entity, entity_id) values ('2026-11-06T16:00:00Z', ${ALEX}, 'timecard.submit', 'timecard_week', ${`${ALEX}/2026-10-26`})`);
  await db.execute(sql`insert into time_off_requests (id, employee_id, type, first_day, last_day, hours, note, status, created_at)
    values ('r-1', ${PAT}, 'vacation', '2026-12-01', '2026-12-01', 8, '', 'pending', '2026-11-09T08:00:00Z')`);
  // E-mail as they chose: Pat for reminders, Morgan and Harper for items waiting too long; Alex in the app only.
  await db.execute(sql`insert into notification_preferences (user_id, kind, delivery) values (${PAT}, 'reminder', 'immediate'), (${MORGAN}, 'overdue', 'immediate'), (${HARPER}, 'overdue', 'immediate')`);
}

/** Each run of the story: when (the clock's now), and what it sends, as "kind subject period → to". */
export const RUNS: { at: string; sends: string[] }[] = [
  // Monday 9 November, a minute before the deadline: the latest deadline passed is 2 November's (week of 26 October).
  { at: '2026-11-09T09:59:00Z', sends: [`timecard ${PAT} 2026-10-26 → ${PAT}`] },
  // At 10:00 the week of 2 November is due: everyone who keeps timecards; Pat's week of 26 October is not sent again.
  { at: '2026-11-09T10:00:00Z', sends: [`timecard ${ALEX} 2026-11-02 → ${ALEX}`, `timecard ${OLIVIA} 2026-11-02 → ${OLIVIA}`, `timecard ${PAT} 2026-11-02 → ${PAT}`] },
  // Wednesday (a holiday): Alex's week has waited Monday and Tuesday, two working days: not more than two.
  { at: '2026-11-11T12:00:00Z', sends: [] },
  // Thursday: three working days → Morgan, its approver. Pat's request: Tuesday and Thursday, two.
  { at: '2026-11-12T12:00:00Z', sends: [`approver timecard_week:${ALEX}/2026-10-26 2026-11-06T16:00:00.000Z → ${MORGAN}`] },
  // Friday: Pat's request has waited three → Morgan. Alex's week four: not more than four.
  { at: '2026-11-13T12:00:00Z', sends: [`approver time_off_request:r-1 2026-11-09T08:00:00.000Z → ${MORGAN}`] },
  // The next Monday: Alex's week five → Harper, Morgan's manager (and the weeks of 9 November are due: none has a row).
  {
    at: '2026-11-16T12:00:00Z',
    sends: [`timecard ${ALEX} 2026-11-09 → ${ALEX}`, `timecard ${OLIVIA} 2026-11-09 → ${OLIVIA}`, `timecard ${PAT} 2026-11-09 → ${PAT}`, `manager timecard_week:${ALEX}/2026-10-26 2026-11-06T16:00:00.000Z → ${HARPER}`],
  },
  // Tuesday: Pat's request five → Harper.
  { at: '2026-11-17T12:00:00Z', sends: [`manager time_off_request:r-1 2026-11-09T08:00:00.000Z → ${HARPER}`] },
];

export const describeSent = (sent: { kind: string; subject: string; period: string; userId: string }[]) => sent.map((s) => `${s.kind} ${s.subject} ${s.period} → ${s.userId}`).sort();

/** Every reminder the story sends, and the e-mails its people chose (Pat's three reminders; Morgan's two, Harper's two). */
export const ALL_SENT = RUNS.flatMap((r) => r.sends).sort();
export const EMAILS = 7;

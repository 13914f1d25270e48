import { sql } from 'drizzle-orm';
import { NOTICE_ABOUT } from '../../../src/shared/notifications/email.ts';
import { addDays, dayIn } from '../../../src/shared/work/dates.ts';
import { NOTICES } from '../../../src/shared/work/notices.ts';
import { change } from '../db/client.ts';
import type { Database, Queryable as Tx } from '../db/client.ts';
import { writeTrail } from '../events/trail.ts';
import type { Notified } from '../events/trail.ts';
import { timeOfDay, weekDueAt, workingDaysWaited } from './schedule.ts';
import type { ReminderSettings } from './schedule.ts';

/** One reminder to send: its key (kind, subject, period: the database's once), to whom, and what it says. */
interface Due {
  kind: 'timecard' | 'approver' | 'manager';
  subject: string;
  period: string;
  userId: string;
  notified: Notified;
}

/** Every run takes this transaction-scoped advisory lock first: runs from any instance go one after another. */
const RUN_LOCK = 48_0002;

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const instant = (value: unknown): string | null => (value === null || value === undefined ? null : new Date(value as string).toISOString());

/** Employees whose week `weekStart` is not submitted (no week, a draft or a returned one): each is reminded. */
async function weeksNotSubmitted(tx: Tx, weekStart: string, dueDay: string, settings: ReminderSettings): Promise<Due[]> {
  // Those who keep timecards (any week at all), who had started by the week's end.
  const rows = rowsOf(
    await tx.execute(sql`select p.id from people p
      where exists (select 1 from timecard_weeks k where k.employee_id = p.id)
        and (p.start_date is null or p.start_date <= ${addDays(weekStart, 6)})
        and not exists (select 1 from timecard_weeks w where w.employee_id = p.id and w.week_start = ${weekStart} and w.status in ('submitted', 'approved'))
      order by p.id`),
  );
  return rows.map((r) => ({
    kind: 'timecard',
    subject: text(r.id),
    period: weekStart,
    userId: text(r.id),
    notified: { userId: text(r.id), notice: NOTICES.timecardReminder(weekStart, dueDay, timeOfDay(settings.timecardDueMinutes)), about: NOTICE_ABOUT.timecardReminder },
  }));
}

/**
 * Items waiting for their manager's decision (at a route's manager step, issue #48 §4: a later step waits for a role,
 * HR or payroll, not for a person to remind), each with when it arrived, its approver and the approver's manager:
 * pending time-off requests since they were made; submitted weeks since their last submission in the trail (since
 * the Monday after the week for one submitted before the data was last seeded, which has none).
 */
async function waitingItems(tx: Tx) {
  const rows = rowsOf(
    await tx.execute(sql`with seeded as (select coalesce(max(s.id), 0) as id from audit s where s.entity = 'database' and s.action = 'seed')
      select 'time_off_request' as entity, r.id as item, e.name as employee_name, r.created_at as arrived, null as week_start,
             a.id as approver, a.name as approver_name, a.manager_id as over
      from time_off_requests r join people e on e.id = r.employee_id join people a on a.id = e.manager_id
      where r.status = 'pending' and r.route ->> r.step = 'manager'
      union all
      select 'timecard_week', w.employee_id || '/' || w.week_start, e.name,
             (select max(x.at) from audit x, seeded where x.entity = 'timecard_week' and x.entity_id = w.employee_id || '/' || w.week_start and x.action = 'timecard.submit' and x.id > seeded.id),
             w.week_start, a.id, a.name, a.manager_id
      from timecard_weeks w join people e on e.id = w.employee_id join people a on a.id = e.manager_id
      where w.status = 'submitted' and w.route ->> w.step = 'manager'`),
  );
  return rows.map((r) => ({
    entity: text(r.entity),
    item: text(r.item),
    employeeName: text(r.employee_name),
    arrived: instant(r.arrived),
    weekStart: r.week_start === null ? null : text(r.week_start),
    approver: text(r.approver),
    approverName: text(r.approver_name),
    over: r.over === null ? null : text(r.over),
  }));
}

async function itemsOverdue(tx: Tx, today: string, settings: ReminderSettings): Promise<Due[]> {
  const holidays = new Set(rowsOf(await tx.execute(sql`select date from holidays`)).map((r) => text(r.date)));
  const due: Due[] = [];
  for (const item of await waitingItems(tx)) {
    const arrivedDay = item.arrived ? dayIn(settings.timeZone, new Date(item.arrived)) : addDays(item.weekStart ?? today, 7);
    const waited = workingDaysWaited(arrivedDay, today, holidays);
    const what = item.entity === 'time_off_request' ? 'time off request' : `timecard for the week of ${item.weekStart ?? ''}`;
    const subject = `${item.entity}:${item.item}`;
    // A week submitted again after it was returned waits anew: its period is its arrival.
    const period = item.arrived ?? `week-end:${arrivedDay}`;
    if (waited > settings.approverAfterDays) {
      due.push({ kind: 'approver', subject, period, userId: item.approver, notified: { userId: item.approver, notice: NOTICES.waitingForYou(what, item.employeeName, arrivedDay, settings.approverAfterDays), about: NOTICE_ABOUT.waitingForYou } });
    }
    if (waited > settings.managerAfterDays && item.over) {
      due.push({ kind: 'manager', subject, period, userId: item.over, notified: { userId: item.over, notice: NOTICES.waitingOnApprover(what, item.employeeName, item.approverName, arrivedDay, settings.managerAfterDays), about: NOTICE_ABOUT.waitingOnApprover } });
    }
  }
  return due;
}

/** What one run did: the reminders it sent (each once: none that any run sent before). */
export interface RemindersRun {
  at: string;
  sent: { kind: Due['kind']; subject: string; period: string; userId: string }[];
}

/**
 * One run of the schedule at `now` (the injected clock's): in one transaction, after the run lock, reads what is due
 * from the state, records each reminder by its key with `insert … on conflict do nothing`, and writes a notice (and
 * the e-mail its reader chose, ADR 0176) only for those this insert added. Two instances, a restart, a run again at
 * the same time: each reminder is sent once, because the database keeps the key (ADR 0177).
 */
export async function runReminders(database: Pick<Database, 'db' | 'announce'>, now: Date, settings: ReminderSettings): Promise<RemindersRun> {
  return change(database, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RUN_LOCK})`);
    const today = dayIn(settings.timeZone, now);
    const { weekStart, dueDay } = weekDueAt(now, settings);
    const due = [...(await weeksNotSubmitted(tx, weekStart, dueDay, settings)), ...(await itemsOverdue(tx, today, settings))];
    if (!due.length) return { at: now.toISOString(), sent: [] };
    const keys = due.map(({ kind, subject, period, userId }) => ({ kind, subject, period, user_id: userId }));
    const added = rowsOf(
      await tx.execute(sql`insert into reminders (kind, subject, period, user_id)
        select r.kind, r.subject, r.period, r.user_id from jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as r(kind text, subject text, period text, user_id text)
        on conflict do nothing
        returning kind, subject, period`),
    );
    const isNew = new Set(added.map((r) => `${text(r.kind)}\n${text(r.subject)}\n${text(r.period)}`));
    const sent = due.filter((d) => isNew.has(`${d.kind}\n${d.subject}\n${d.period}`));
    await writeTrail(tx, 'system', [], sent.map((d) => d.notified));
    return { at: now.toISOString(), sent: sent.map(({ kind, subject, period, userId }) => ({ kind, subject, period, userId })) };
  });
}

/**
 * The schedule on one instance: a run every `everySeconds` (none when 0), one at a time, each at the clock's now;
 * `runNow` runs at once (the test controls). Every instance runs it; the database sends each reminder once.
 */
export function startReminders(database: Pick<Database, 'db' | 'announce'>, settings: ReminderSettings, clock: () => Date) {
  let chain: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const runNow = (): Promise<RemindersRun> => {
    const run = chain.then(() => runReminders(database, clock(), settings));
    chain = run.catch(() => undefined);
    return run;
  };
  const tick = () => {
    void runNow()
      .catch((error: unknown) => console.error(`Reminders: a run failed (${error instanceof Error ? error.message : String(error)}); the next one tries again`))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, settings.everySeconds * 1000);
      });
  };
  return {
    runNow,
    start() {
      if (settings.everySeconds > 0) tick();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await chain;
    },
  };
}

export type Reminders = ReturnType<typeof startReminders>;

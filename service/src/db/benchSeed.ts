import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { writeSeed } from './seed.ts';

const SYLLABLES = ['ka', 'lo', 'mi', 'ra', 'to', 've', 'su', 'ne', 'di', 'ba', 'zo', 'pe', 'ru', 'li', 'go', 'fa', 'ha', 'jo', 'ki', 'mu', 'no', 'pa', 'qui', 'se', 'ti', 'vo', 'wa', 'xe', 'yu', 'ze', 'bo', 'da'];
const syllable = (h: number, shift: number) => SYLLABLES[(h >>> shift) & 31] ?? 'a';
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Bench employee `n`'s name: two syllables and three, picked by a multiplicative hash of n ("Kalo Miraru"). */
export function benchName(n: number): string {
  const h = Math.imul(n, 2654435761) >>> 0;
  return `${capital(syllable(h, 0) + syllable(h, 5))} ${capital(syllable(h, 10) + syllable(h, 15) + syllable(h, 20))}`;
}

/**
 * The bench's data (issue #25 §10, #46): the demo data, plus `employees` people in teams of ten (a manager
 * `m-NNNNN@bench.test` for each ten `e-NNNNNN@bench.test`, so up to 999,999 people, named by benchName) and `requests` time-off rows
 * spread over them, and for each of `weeks` an approved timecard week of every employee (8 h Monday to Friday) —
 * generated in the database, in one transaction, then analysed (as autovacuum would soon do on a live
 * database, so the planner knows the table's size). At every table size the same requests are pending:
 * `b-1` … `b-<employees>`, one per employee (the first week of the history), so deciding them measures
 * the same work at 1,000 rows as at 100,000; the rest are approved.
 */
export async function writeBenchSeed(database: Pick<Database, 'db' | 'analyze'>, options: { employees: number; requests: number; weeks?: readonly string[] }): Promise<void> {
  const { db } = database;
  await writeSeed(db, 'default');
  const { employees, requests } = options;
  const managers = Math.max(1, Math.ceil(employees / 10));
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into people (id, name, manager_id, job_title, department, location, email, phone, start_date)
      select 'm-' || lpad(g::text, 5, '0') || '@bench.test', 'Manager ' || g, null, 'Team Manager',
             (array['Operations','Engineering','Estimating','Accounting'])[((g - 1) % 4) + 1], 'Bench office',
             'm-' || lpad(g::text, 5, '0') || '@bench.test', '', '2020-01-06'
      from generate_series(1, ${managers}) g`);
    // Names as varied as a real directory's (a search for one finds one person, through rare trigrams), not
    // "Employee 777", whose every trigram but one is shared by thousands.
    const names = JSON.stringify(Array.from({ length: employees }, (_, i) => benchName(i + 1)));
    await tx.execute(sql`
      insert into people (id, name, manager_id, job_title, department, location, email, phone, start_date)
      select 'e-' || lpad(g::text, 6, '0') || '@bench.test', n.name, 'm-' || lpad((((g - 1) / 10) + 1)::text, 5, '0') || '@bench.test',
             'Field Technician', (array['Operations','Engineering','Estimating','Accounting'])[(((g - 1) / 10) % 4) + 1], 'Bench site',
             'e-' || lpad(g::text, 6, '0') || '@bench.test', '', '2021-01-04'
      from jsonb_array_elements_text(${names}::jsonb) with ordinality as n(name, g)`);
    await tx.execute(sql`
      insert into time_off_requests (id, employee_id, type, first_day, last_day, hours, note, status, decided_by, reason, created_at)
      select 'b-' || g,
             'e-' || lpad((((g - 1) % ${employees}) + 1)::text, 6, '0') || '@bench.test',
             (array['vacation','sick','personal'])[(g % 3) + 1],
             to_char(date '2020-01-06' + ((g / ${employees}) * 7), 'YYYY-MM-DD'),
             to_char(date '2020-01-06' + ((g / ${employees}) * 7), 'YYYY-MM-DD'),
             8, '', case when g <= ${employees} then 'pending' else 'approved' end, null, null, now()
      from generate_series(1, ${requests}) g`);
    for (const week of options.weeks ?? []) {
      await tx.execute(sql`
        insert into timecard_weeks (employee_id, week_start, status, reason, decided_by, decided_at)
        select 'e-' || lpad(g::text, 6, '0') || '@bench.test', ${week}, 'approved', null, 'Manager ' || (((g - 1) / 10) + 1), ${week}::date + interval '8 days 16 hours'
        from generate_series(1, ${employees}) g`);
      await tx.execute(sql`
        insert into timecard_entries (employee_id, week_start, job_number, entered_by, hours)
        select 'e-' || lpad(g::text, 6, '0') || '@bench.test', ${week}, '24-117', 'e-' || lpad(g::text, 6, '0') || '@bench.test', '[8,8,8,8,8,0,0]'::jsonb
        from generate_series(1, ${employees}) g`);
    }
  });
  // As the owner: the embedded database's serving role may not analyse (ADR 0173).
  await database.analyze();
}

/**
 * The portal bench's data (issue #28, ADR 0132): the demo data with `notifications` unread notifications for
 * everyone (the `many` set) and `approvals` pending time-off requests from `manager`'s team (spread over its
 * members, one working day each from 2027-01-04 on), so that person's Approve Time lists `approvals` items plus
 * the demo data's own. Only `npm run bench` writes it, into a throwaway data directory of its own.
 */
export async function writePortalBenchSeed(database: Pick<Database, 'db' | 'analyze'>, options: { notifications: number; approvals: number; manager: string; now?: Date }): Promise<void> {
  const { db } = database;
  await writeSeed(db, 'many', { count: options.notifications, now: options.now });
  const approvals = Math.max(0, Math.trunc(options.approvals));
  if (approvals === 0) return;
  await db.execute(sql`
    with team as (
      select id, (row_number() over (order by id)) - 1 as i, count(*) over () as n from people where manager_id = ${options.manager}
    )
    insert into time_off_requests (id, employee_id, type, first_day, last_day, hours, note, status, decided_by, reason, created_at)
    select 'bench-a-' || g, team.id, (array['vacation','sick','personal'])[(g % 3) + 1],
           to_char(date '2027-01-04' + (g / team.n)::int, 'YYYY-MM-DD'), to_char(date '2027-01-04' + (g / team.n)::int, 'YYYY-MM-DD'),
           8, 'Bench request ' || g, 'pending', null, null, now()
    from generate_series(1, ${approvals}) g join team on team.i = g % team.n`);
  // As the owner: the embedded database's serving role may not analyse (ADR 0173).
  await database.analyze();
}

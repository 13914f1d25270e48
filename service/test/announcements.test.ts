import { sql } from 'drizzle-orm';
import type { Announcement } from '../../src/shared/announcements/schemas.ts';
import type { Notification } from '../../src/shared/notifications/schemas.ts';
import { IDEMPOTENCY_HEADER } from '../../src/shared/contract/errors.ts';
import { addDays, isoDate } from '../../src/shared/work/dates.ts';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

const today = isoDate(new Date());
const draft = { title: 'Holiday party on the 19th', body: 'Join us at the yard at 4 pm.', pinned: false, expiresOn: addDays(today, 20) };
const list = async (who: string) => (await h.call(who, 'GET', '/announcements')).body as Announcement[];
const unreadTitles = async (who: string) => ((await h.call(who, 'GET', '/notifications')).body as Notification[]).filter((n) => n.acknowledgedYN === 'N').map((n) => n.title);

describe('announcements (issue #26 §4)', () => {
  it('everyone reads the current ones, pinned first then the newest; an expired one is not shown', async () => {
    const titles = (await list('alex')).map((a) => a.title);
    expect(titles).toEqual(['Open enrolment closes on Friday', 'Safety stand-down on every site']);
  });

  it("a new one is written once per Idempotency-Key, with its audit row, and notifies everyone but its author in the same transaction", async () => {
    const headers = { [IDEMPOTENCY_HEADER]: 'an-party' };
    const first = await h.call('harper', 'POST', '/announcements', draft, headers);
    const again = await h.call('harper', 'POST', '/announcements', draft, headers);
    expect(first.status).toBe(201);
    expect(again).toEqual(first);
    const created = first.body as Announcement;
    expect(created).toMatchObject({ ...draft, author: 'Harper Quinn' });
    expect((await list('pat')).filter((a) => a.title === draft.title)).toHaveLength(1);
    for (const who of ['alex', 'morgan', 'pat', 'olivia']) expect(await unreadTitles(who)).toContain(`Announcement: ${draft.title}`);
    expect(await unreadTitles('harper')).not.toContain(`Announcement: ${draft.title}`);
    const rows = await h.database.db.execute(sql`select action, actor from audit where entity = 'announcement' and entity_id = ${created.id}`);
    expect((rows as { rows: unknown[] }).rows).toEqual([{ action: 'create', actor: 'harper.quinn@contoso.test' }]);
  });

  it('an editor pins one (it moves to the top) and expires another (it is taken down); an employee may do neither', async () => {
    const current = await list('alex');
    const enrolment = current.find((a) => a.title === 'Open enrolment closes on Friday');
    const standDown = current.find((a) => a.title === 'Safety stand-down on every site');
    if (!enrolment || !standDown) throw new Error('the seed has two current announcements');
    const pinned = await h.call('harper', 'PUT', `/announcements/${standDown.id}`, { title: standDown.title, body: standDown.body, pinned: true, expiresOn: standDown.expiresOn });
    expect(pinned.status).toBe(200);
    const expired = await h.call('harper', 'PUT', `/announcements/${enrolment.id}`, { title: enrolment.title, body: enrolment.body, pinned: true, expiresOn: addDays(today, -1) });
    expect(expired.status).toBe(200);
    const titles = (await list('alex')).map((a) => a.title);
    expect(titles).toContain(standDown.title);
    expect(titles).not.toContain(enrolment.title);
    expect(titles.indexOf(standDown.title)).toBeLessThan(titles.indexOf(draft.title));
    expect((await h.call('alex', 'PUT', `/announcements/${standDown.id}`, { ...draft })).status).toBe(403);
  });
});

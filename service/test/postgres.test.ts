import { IDEMPOTENCY_HEADER } from '../../src/contract/errors.ts';
import { addDays, isoDate, mondayOf } from '../../src/lib/work/dates.ts';
import type { TimeOffRequest } from '../../src/lib/work/schemas.ts';
import { openDatabase } from '../src/db/client.ts';
import { startHarness, testKeys, tokenFor } from './harness.ts';
import type { Harness } from './harness.ts';
import { startCluster } from './postgres.ts';
import type { ThrowawayCluster } from './postgres.ts';

/**
 * Past one machine (issue #25 §7): Debian's PostgreSQL 15 as a throwaway cluster, two service instances
 * on it. Each holds no state of its own: a change made through one is read through the other, and its
 * notification reaches the other's SSE clients (LISTEN/NOTIFY).
 */
let cluster: ThrowawayCluster;
let a: Harness;
let b: Harness;

beforeAll(async () => {
  cluster = startCluster(55432);
  const keys = await testKeys();
  // Both open (and migrate) the database at once: the advisory lock lets one migrate while the other waits.
  const [dbA, dbB] = await Promise.all([openDatabase({ url: cluster.url }), openDatabase({ url: cluster.url })]);
  a = await startHarness({ database: dbA, keys });
  b = await startHarness({ database: dbB, keys, seed: false });
});

afterAll(async () => {
  await a.close();
  await b.close();
  await a.database.close();
  await b.database.close();
  cluster.stop();
});

const day = addDays(mondayOf(isoDate(new Date())), 84);

async function firstEvent(response: Response): Promise<string> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return '';
    buffer += value;
    const data = /event: notification\ndata: (.*)\n/.exec(buffer);
    if (data) {
      await reader.cancel();
      return data[1] ?? '';
    }
  }
}

describe('two instances on one PostgreSQL', () => {
  it('runs on PostgreSQL: the same rules as on the embedded database', async () => {
    expect(a.database.kind).toBe('postgres');
    expect((await a.call('alex', 'GET', '/approvals')).status).toBe(403);
    expect((await b.call('morgan', 'GET', '/approvals')).status).toBe(200);
  });

  it('a request made through one instance is read, decided and pushed through the other', async () => {
    const stream = await b.fetch('/notifications/stream', { headers: { authorization: `Bearer ${await tokenFor(b.keys, 'morgan')}` } });
    const pushed = firstEvent(stream);
    const created = await a.call('alex', 'POST', '/timeoff/requests', { type: 'vacation', firstDay: day, lastDay: day, hours: 8, note: 'Two instances' }, { [IDEMPOTENCY_HEADER]: 'pg-1' });
    expect(created.status).toBe(201);
    expect(JSON.parse(await pushed)).toMatchObject({ title: 'Time off request from Alex Rivera' });
    const id = (created.body as TimeOffRequest).id;
    // Two decisions at once, one on each instance: one wins, the other is told (row lock across connections).
    const [one, two] = await Promise.all([
      a.call('morgan', 'POST', `/approvals/timeoff/${id}`, { decision: 'approve' }),
      b.call('morgan', 'POST', `/approvals/timeoff/${id}`, { decision: 'deny', reason: 'Busy' }),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    const mine = (await b.call('alex', 'GET', '/timeoff/requests')).body as TimeOffRequest[];
    expect(['approved', 'denied']).toContain(mine.find((r) => r.id === id)?.status);
    // The same Idempotency-Key through the other instance: the first answer, no second request.
    const again = await b.call('alex', 'POST', '/timeoff/requests', { type: 'vacation', firstDay: day, lastDay: day, hours: 8, note: 'Two instances' }, { [IDEMPOTENCY_HEADER]: 'pg-1' });
    expect(again.body).toEqual(created.body);
  });
});

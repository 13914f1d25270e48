import { writeSeed } from '../src/db/seed.ts';
import { APPROVALS_PAGE_SIZE, BAD_CURSOR, BAD_LIMIT, compareQueueKeys, encodeQueueCursor, queueKeyOf } from '../../src/shared/work/approvalsQueue.ts';
import type { ApprovalsPage } from '../../src/shared/work/approvalsQueue.ts';
import type { ApprovalItem } from '../../src/shared/work/schemas.ts';
import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

/**
 * GET /approvals in pages (issue #49 §1, ADR 0172): one stable order, a keyset cursor, the count of everything
 * waiting, on the embedded database with the `queue` seed (the demo data and 250 more pending requests of Morgan's team).
 */
let h: Harness;
beforeAll(async () => {
  // Hundreds of page reads in a few seconds: above the per-token rate limit a person's browsing never reaches.
  h = await startHarness({ seed: false, limits: { perToken: 100_000, perAddress: 100_000 } });
});
beforeEach(async () => {
  await writeSeed(h.database.db, 'queue', { count: 250 });
});
afterAll(async () => {
  await h.close();
});

const page = async (who: string, query = ''): Promise<ApprovalsPage> => {
  const answer = await h.call(who, 'GET', `/approvals${query}`);
  expect(answer.status).toBe(200);
  return answer.body as ApprovalsPage;
};

/** Every page in turn, `between` run after each read but the last; the items as read, in order. */
async function allPages(who: string, limit: number, between: (read: ApprovalItem[]) => Promise<void> = () => Promise.resolve()): Promise<{ items: ApprovalItem[]; pages: number }> {
  const items: ApprovalItem[] = [];
  let next: string | null = null;
  let pages = 0;
  do {
    const answer: ApprovalsPage = await page(who, `?limit=${limit}${next === null ? '' : `&after=${encodeURIComponent(next)}`}`);
    pages += 1;
    expect(answer.items.length).toBeLessThanOrEqual(limit);
    items.push(...answer.items);
    next = answer.next;
    if (next !== null) await between(answer.items);
  } while (next !== null);
  return { items, pages };
}

const inQueueOrder = (items: readonly ApprovalItem[]) => items.every((item, i) => i === 0 || compareQueueKeys(queueKeyOf(items[i - 1] as ApprovalItem), queueKeyOf(item)) < 0);

describe('GET /approvals in pages', () => {
  it('answers the first page of 100 with the count of every waiting item and a cursor, time off first, then timecards', async () => {
    const first = await page('morgan');
    expect(first.items).toHaveLength(APPROVALS_PAGE_SIZE);
    const { items } = await allPages('morgan', 500);
    expect(first.total).toBe(items.length);
    expect(items.length).toBeGreaterThan(250);
    expect(first.items.map((i) => i.id)).toEqual(items.slice(0, APPROVALS_PAGE_SIZE).map((i) => i.id));
    expect(first.next).toEqual(expect.any(String));
    expect(inQueueOrder(items)).toBe(true);
    const kinds = items.map((i) => i.kind);
    expect(kinds.lastIndexOf('timeoff')).toBeLessThan(kinds.indexOf('timecard'));
    expect(kinds).toContain('timecard');
  });

  it('pages cover every item exactly once, in order, whatever the page size (pages that end inside time off, at its end, and in timecards)', async () => {
    const { items: whole } = await allPages('morgan', 500);
    const timeOff = whole.filter((i) => i.kind === 'timeoff').length;
    for (const limit of [3, timeOff, timeOff + 1, APPROVALS_PAGE_SIZE]) {
      const { items, pages } = await allPages('morgan', limit);
      expect(items.map((i) => i.id)).toEqual(whole.map((i) => i.id));
      expect(pages).toBe(Math.ceil(whole.length / limit));
    }
  });

  it('items decided between page reads shift nothing: each item still waiting is read once, in order', async () => {
    const { items: before } = await allPages('morgan', 500);
    const decided = new Set<string>();
    const seen = new Set<string>();
    const { items } = await allPages('morgan', 40, async (read) => {
      for (const item of read) seen.add(item.id);
      // Decide the last item of the page just read and two not read yet (time off, and a timecard when one is left).
      const last = read.at(-1);
      const ahead = before.filter((i) => !decided.has(i.id) && !seen.has(i.id));
      for (const item of [last, ahead[3], ahead.find((i) => i.kind === 'timecard')]) {
        if (!item || decided.has(item.id)) continue;
        const url = item.kind === 'timeoff' ? `/approvals/timeoff/${item.request.id}` : `/approvals/timecards/${encodeURIComponent(item.week.employeeId)}/${item.week.weekStart}`;
        expect((await h.call('morgan', 'POST', url, { decision: 'approve' })).status).toBe(200);
        decided.add(item.id);
      }
    });
    const ids = items.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(inQueueOrder(items)).toBe(true);
    // Everything not decided before it was reached is there; nothing decided before its page was read is.
    const read = new Set(ids);
    expect(before.filter((i) => !decided.has(i.id)).every((i) => read.has(i.id))).toBe(true);
    expect((await page('morgan')).total).toBe(before.length - decided.size);
  });

  it('counts and pages by role: payroll every submitted week but its own, a manager their team, an employee none (403)', async () => {
    const payroll = await page('pat');
    expect(payroll.items.every((i) => i.kind === 'timecard' && i.week.employeeId !== 'pat.morgan@contoso.test')).toBe(true);
    expect(payroll.total).toBe(payroll.items.length);
    expect(payroll.next).toBeNull();
    expect(payroll.items.map((i) => (i.kind === 'timecard' ? i.week.employeeName : '')).sort()).toEqual(['Alex Rivera', 'Olivia Chen']);
    expect((await h.call('alex', 'GET', '/approvals')).status).toBe(403);
    expect((await h.call(null, 'GET', '/approvals')).status).toBe(401);
    // The dashboard's figure is the same count.
    expect(((await h.call('morgan', 'GET', '/dashboard')).body as { approvalsWaiting: number }).approvalsWaiting).toBe((await page('morgan')).total);
  });

  it('refuses a cursor it did not give and a page size out of range (400)', async () => {
    for (const after of ['nope', encodeURIComponent('W10='), encodeURIComponent(btoa('["timeoff","someday","x"]'))]) {
      const answer = await h.call('morgan', 'GET', `/approvals?after=${after}`);
      expect(answer.status).toBe(400);
      expect((answer.body as { message: string }).message).toBe(`after: ${BAD_CURSOR}`);
    }
    for (const limit of ['0', '501', 'ten']) {
      const answer = await h.call('morgan', 'GET', `/approvals?limit=${limit}`);
      expect(answer.status).toBe(400);
      expect((answer.body as { message: string }).message).toBe(`limit: ${BAD_LIMIT}`);
    }
    // A cursor past the end: an empty last page.
    const end = encodeQueueCursor({ kind: 'timecard', day: '9999-12-27', id: 'zz' });
    const last = await page('morgan', `?after=${end}`);
    expect([last.items, last.next]).toEqual([[], null]);
  });
});

import { startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

/** The service's log (issue #45): one line per answered request, refused tokens and server errors, never a credential or a person's data. */
describe('the service log', () => {
  let harness: Harness;
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  beforeAll(async () => {
    harness = await startHarness({
      logger: 'info',
      logStream: {
        write(line) {
          raw.push(line);
          lines.push(JSON.parse(line) as Record<string, unknown>);
        },
      },
    });
  });
  afterAll(() => harness.close());

  it('writes one line per request with its id, operation, status and duration, without the query string', async () => {
    const answer = await harness.answer('harper', 'GET', '/people?q=Alex');
    expect(answer.status).toBe(200);
    const id = answer.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const line = lines.find((l) => l.requestId === id && l.msg === 'answered');
    expect(line).toMatchObject({ level: 30, method: 'GET', path: '/api/people', operation: 'getDirectory', status: 200 });
    expect(typeof line?.ms).toBe('number');
    expect(lines.filter((l) => l.requestId === id && l.msg === 'answered')).toHaveLength(1);
  });

  it('keeps a sane X-Request-Id the caller sends and replaces any other', async () => {
    expect((await harness.answer('alex', 'GET', '/timeoff/balances', undefined, { 'x-request-id': 'ticket-42' })).headers.get('x-request-id')).toBe('ticket-42');
    expect((await harness.answer('alex', 'GET', '/timeoff/balances', undefined, { 'x-request-id': 'not a sane id; '.repeat(10) })).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says why a token was refused, and never writes a token, a body or an e-mail address', async () => {
    const forged = await harness.fetch('/timeoff/balances', { headers: { authorization: 'Bearer not.a.token' } });
    expect(forged.status).toBe(401);
    const id = forged.headers.get('x-request-id');
    expect(lines.find((l) => l.requestId === id && l.msg === 'token refused')).toMatchObject({ level: 40, reason: expect.stringMatching(/^Invalid token/) as unknown });
    await harness.call('alex', 'POST', '/timeoff/requests', { type: 'vacation', firstDay: '2099-01-05', lastDay: '2099-01-05', hours: 8, note: 'secret note' }, { 'Idempotency-Key': 'log-1' });
    const all = raw.join('');
    expect(all).not.toMatch(/Bearer|not\.a\.token|eyJ/);
    expect(all).not.toContain('secret note');
    expect(all).not.toMatch(/@[a-z]+\.example|alex\.|@contoso/i);
  });
});

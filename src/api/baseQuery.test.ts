import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { server } from '../mocks/node';
import { makeStore } from '../app/store';
import { CATEGORY_TITLES, SIGN_IN_REQUIRED_TEXT } from '../lib/apiErrors';
import { backoffDelay, mapFailure, MAX_RETRIES, SLOW_NOTICE_MS, successText, UNREADABLE_RESPONSE_TEXT } from '../lib/apiFailures';
import { graphApi } from './graphApi';
import { SLOW_CALL_TOAST } from '../features/toasts/apiToastListeners';
import type { ErrorCategory } from '../lib/apiErrors';
import { config } from '../config';
import { apiSlice } from './apiSlice';
import { baseQuery } from './baseQuery';
import type { ApiRequest } from './baseQuery';
import { TokenError } from '../services/tokenPort';
import type { TokenPort } from '../services/tokenPort';
import { initialAuthState } from '../features/auth/authSlice';

const probeApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({ probe: build.query<unknown, void>({ query: () => ({ url: '/x', noErrorToast: true }) }) }),
});

async function call(arg: ApiRequest, tokens: TokenPort = { getToken: () => Promise.resolve('t-1') }) {
  const api = { signal: new AbortController().signal, extra: { tokens }, dispatch: jest.fn(), getState: jest.fn(), abort: jest.fn(), endpoint: 'test', type: 'query' as const };
  return await baseQuery(arg, api as never, {});
}

function countingHandler(method: 'get' | 'post' | 'put', path: string, respond: (n: number, request: Request) => Response | Promise<Response>) {
  const seen = { count: 0, times: [] as number[], auth: [] as (string | null)[] };
  server.use(
    http[method](`*/api${path}`, ({ request }) => {
      seen.count += 1;
      seen.times.push(Date.now());
      seen.auth.push(request.headers.get('Authorization'));
      return respond(seen.count, request);
    }),
  );
  return seen;
}

describe('base query: error catalogue (spec §8)', () => {
  it.each<[string, number, ErrorCategory, string]>([
    ['401', 401, 'auth', 'Authentication failed. Please log in again.'],
    ['400 without message', 400, 'validation', 'Invalid request. Please check your input.'],
    ['404', 404, 'validation', 'Invalid request. Please check your input.'],
  ])('maps %s', async (_name, status, category, message) => {
    countingHandler('get', '/x', () => HttpResponse.json({}, { status }));
    const result = await call({ url: '/x', skipAuth: true });
    expect(result.error).toEqual({ category, title: CATEGORY_TITLES[category], message, status, retryable: false });
  });

  it("uses the server's message field for other 4xx", async () => {
    countingHandler('post', '/x', () => HttpResponse.json({ message: 'Start date must be before end date' }, { status: 422 }));
    const result = await call({ url: '/x', method: 'POST', body: { a: 1 } });
    expect(result.error).toMatchObject({ category: 'validation', title: 'Validation Error', message: 'Start date must be before end date' });
  });

  it('sends the bearer token and JSON body, and returns the body', async () => {
    const seen = countingHandler('post', '/echo', async (_n, request) => HttpResponse.json({ got: (await request.json()) as unknown }));
    const result = await call({ url: '/echo', method: 'POST', body: { hello: 'world' } });
    expect(result.data).toEqual({ got: { hello: 'world' } });
    expect(seen.auth).toEqual(['Bearer t-1']);
  });

  it("says 'Please sign in to access this resource.' when no account is active", async () => {
    const seen = countingHandler('get', '/x', () => HttpResponse.json({}));
    const result = await call({ url: '/x' }, { getToken: () => Promise.reject(new TokenError('no_account', 'No active account found. Please sign in.')) });
    expect(result.error).toMatchObject({ category: 'auth', message: SIGN_IN_REQUIRED_TEXT });
    expect(seen.count).toBe(0);
  });

  it('an expired session (interaction needed) ends the call quietly: the session prompt is the one message', async () => {
    const seen = countingHandler('get', '/x', () => HttpResponse.json({}));
    const result = await call({ url: '/x' }, { getToken: () => Promise.reject(new TokenError('interaction_failed', 'Your session has expired. Please sign in again.')) });
    expect(result.error).toMatchObject({ category: 'auth', message: 'Your session has expired. Please sign in again.' });
    expect(result.meta).toMatchObject({ errorToast: false });
    expect(seen.count).toBe(0);
  });

  it('on 401 refreshes the token once and resends once, then gives the auth error', async () => {
    const seen = countingHandler('get', '/x', () => HttpResponse.json({}, { status: 401 }));
    const tokens = { getToken: jest.fn((_a: string, o: { forceRefresh?: boolean }) => Promise.resolve(o.forceRefresh ? 'fresh' : 'stale')) };
    const result = await call({ url: '/x' }, tokens);
    expect(seen.count).toBe(2);
    expect(seen.auth).toEqual(['Bearer stale', 'Bearer fresh']);
    expect(result.error).toMatchObject({ category: 'auth', title: 'Authentication Error' });
  });

  it("asks the token port for the store's active account (auth.activeAccountId), the one source of it", async () => {
    countingHandler('get', '/x', () => HttpResponse.json({}));
    const getToken = jest.fn(() => Promise.resolve('t'));
    const s = makeStore({ auth: { ...initialAuthState, activeAccountId: 'home-2' } }, { services: { tokens: { getToken } } });
    await s.dispatch(probeApi.endpoints.probe.initiate());
    expect(getToken).toHaveBeenCalledWith('api', { accountId: 'home-2', forceRefresh: false });
    const signedOut = makeStore(undefined, { services: { tokens: { getToken } } });
    await signedOut.dispatch(probeApi.endpoints.probe.initiate());
    expect(getToken).toHaveBeenLastCalledWith('api', { accountId: null, forceRefresh: false });
  });

  it('a refreshed token that works ends the story', async () => {
    countingHandler('get', '/x', (n) => (n === 1 ? HttpResponse.json({}, { status: 401 }) : HttpResponse.json({ ok: true })));
    expect((await call({ url: '/x' })).data).toEqual({ ok: true });
  });
});

describe('base query: retries with backoff', () => {
  beforeEach(() => jest.useFakeTimers({ advanceTimers: false, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  async function run(promise: Promise<unknown>) {
    for (let i = 0; i < 20; i += 1) await jest.advanceTimersByTimeAsync(1000);
    return promise;
  }

  it('retries a 5xx three times at 1 s, 2 s and 4 s, then maps it', async () => {
    const seen = countingHandler('get', '/x', () => HttpResponse.json({}, { status: 503 }));
    const result = (await run(call({ url: '/x' }))) as Awaited<ReturnType<typeof call>>;
    expect(seen.count).toBe(1 + MAX_RETRIES);
    const gaps = seen.times.slice(1).map((t, i) => t - seen.times[i]!);
    expect(gaps).toEqual([1000, 2000, 4000]);
    expect(result.error).toMatchObject({ category: 'server', title: 'Server Error', message: 'Server error occurred. Please try again later.', retryable: true });
    expect(result.meta?.attempts).toBe(4);
  });

  it('retries a network failure, and succeeds when the network comes back', async () => {
    const seen = countingHandler('get', '/x', (n) => (n < 3 ? HttpResponse.error() : HttpResponse.json({ ok: 1 })));
    const result = (await run(call({ url: '/x' }))) as Awaited<ReturnType<typeof call>>;
    expect(seen.count).toBe(3);
    expect(result.data).toEqual({ ok: 1 });
  });

  it('maps a network failure after the retries', async () => {
    countingHandler('get', '/x', () => HttpResponse.error());
    const result = (await run(call({ url: '/x' }))) as Awaited<ReturnType<typeof call>>;
    expect(result.error).toMatchObject({ category: 'network', title: 'Network Error', message: 'Network connection failed. Please check your internet connection.' });
  });

  it('honours Retry-After on 429 with one resend, and does not retry a 429 without it', async () => {
    const seen = countingHandler('get', '/x', (n) => (n === 1 ? HttpResponse.json({}, { status: 429, headers: { 'Retry-After': '3' } }) : HttpResponse.json({ ok: true })));
    await run(call({ url: '/x' }));
    expect(seen.times[1]! - seen.times[0]!).toBe(3000);
    const again = countingHandler('get', '/y', () => HttpResponse.json({ message: 'Slow down' }, { status: 429, headers: { 'Retry-After': '2' } }));
    const result = (await run(call({ url: '/y' }))) as Awaited<ReturnType<typeof call>>;
    expect(again.count).toBe(2);
    expect(result.error).toMatchObject({ category: 'validation', title: 'Validation Error', message: 'Slow down', retryable: false });
    const bare = countingHandler('get', '/z', () => HttpResponse.json({}, { status: 429 }));
    await run(call({ url: '/z' }));
    expect(bare.count).toBe(1);
  });

  it('never waits past the 30 s of the whole call: a Retry-After beyond it ends the call at once', async () => {
    const seen = countingHandler('get', '/x', () => HttpResponse.json({}, { status: 503, headers: { 'Retry-After': '60' } }));
    const result = (await run(call({ url: '/x' }))) as Awaited<ReturnType<typeof call>>;
    expect(seen.count).toBe(1);
    expect(result.error).toMatchObject({ category: 'server' });
    const limited = countingHandler('get', '/y', () => HttpResponse.json({}, { status: 429, headers: { 'Retry-After': '45' } }));
    const refused = (await run(call({ url: '/y' }))) as Awaited<ReturnType<typeof call>>;
    expect(limited.count).toBe(1);
    // The person is told when to try again (issue #27 §12).
    expect(refused.error).toMatchObject({ message: 'Too many requests. Please try again in 45 s.' });
  });

  it('does not retry a POST without an Idempotency-Key, but does with one', async () => {
    const once = countingHandler('post', '/x', () => HttpResponse.json({}, { status: 500 }));
    await run(call({ url: '/x', method: 'POST' }));
    expect(once.count).toBe(1);
    const keyed = countingHandler('post', '/y', () => HttpResponse.json({}, { status: 500 }));
    await run(call({ url: '/y', method: 'POST', headers: { 'Idempotency-Key': 'k-1' } }));
    expect(keyed.count).toBe(4);
  });

  it('times out after 30 s (abort → timeout category) and is not retried: a hung server ends the call at 30 s', async () => {
    const seen = countingHandler('get', '/slow', () => new Promise<Response>(() => undefined));
    const promise = call({ url: '/slow' });
    let settled = false;
    void promise.then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(29_999);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    const result = await promise;
    expect(result.error).toMatchObject({ category: 'timeout', title: 'Request Timeout', message: 'Request timed out. Please try again.', retryable: false });
    expect(result.meta?.attempts).toBe(1);
    expect(seen.count).toBe(1);
  });

  it('a server that answers 503 slowly is retried only while the 30 s last', async () => {
    const seen = countingHandler('get', '/x', () => new Promise<Response>((resolve) => setTimeout(() => resolve(HttpResponse.json({}, { status: 503 })), 9000)));
    const promise = call({ url: '/x' });
    for (let i = 0; i < 40; i += 1) await jest.advanceTimersByTimeAsync(1000);
    const result = await promise;
    // 0–9 s, wait 1 s, 10–19 s, wait 2 s, 21–30 s: the third attempt is cut by the call's deadline.
    expect(seen.count).toBe(3);
    expect(result.error).toMatchObject({ category: 'timeout' });
  });
});

describe('properties', () => {
  it('status → category follows the table', () => {
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 599 }), (status) => {
        const e = mapFailure({ kind: 'status', status, body: null });
        const expected = status === 401 ? 'auth' : status >= 500 ? 'server' : 'validation';
        expect(e.category).toBe(expected);
        expect(e.title).toBe(CATEGORY_TITLES[expected]);
        expect(e.retryable).toBe(status >= 500);
      }),
    );
  });

  it("carries a 400 or 422's per-field messages for the form, and nothing else's", () => {
    const body = { message: 'The first day cannot be in the past.', fields: { firstDay: 'The first day cannot be in the past.', bad: 3 } };
    expect(mapFailure({ kind: 'status', status: 422, body })).toMatchObject({ message: body.message, fields: { firstDay: body.fields.firstDay } });
    expect(mapFailure({ kind: 'status', status: 400, body }).fields).toEqual({ firstDay: body.fields.firstDay });
    expect(mapFailure({ kind: 'status', status: 409, body }).fields).toBeUndefined();
    expect(mapFailure({ kind: 'status', status: 422, body: { message: 'x', fields: 'no' } }).fields).toBeUndefined();
  });

  it('the retry schedule doubles from 1 s', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 10 }), (n) => expect(backoffDelay(n + 1)).toBe(2 * backoffDelay(n))));
    expect([1, 2, 3].map((n) => backoffDelay(n))).toEqual([1000, 2000, 4000]);
  });
});

describe('toasts from API results', () => {
  const testApi = apiSlice.injectEndpoints({
    endpoints: (build) => ({
      failing: build.query<unknown, { quiet: boolean }>({ query: ({ quiet }) => ({ url: '/bad', noErrorToast: quiet }) }),
      saving: build.mutation<unknown, { method: 'POST' | 'PUT' }>({ query: ({ method }) => ({ url: '/save', method, body: {}, successToast: true }) }),
    }),
  });

  function store() {
    return makeStore(undefined, { services: { tokens: { getToken: () => Promise.resolve('t') } } });
  }

  it('raises an error toast unless the request opts out', async () => {
    server.use(http.get('*/api/bad', () => HttpResponse.json({ message: 'Nope' }, { status: 400 })));
    const s = store();
    await s.dispatch(testApi.endpoints.failing.initiate({ quiet: true }));
    expect(s.getState().toasts.items).toEqual([]);
    await s.dispatch(testApi.endpoints.failing.initiate({ quiet: false }));
    expect(s.getState().toasts.items[0]).toMatchObject({ type: 'error', title: 'Validation Error', message: 'Nope' });
  });

  it('a call still running after 5 s raises one loading toast, withdrawn when the call ends', async () => {
    jest.useFakeTimers({ advanceTimers: false, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      server.use(
        http.get('*/api/bad', () => new Promise<Response>(() => undefined)),
        http.put('*/api/save', () => new Promise<Response>(() => undefined)),
      );
      const s = store();
      const titles = () => s.getState().toasts.items.map((t) => `${t.type}:${t.title}:${t.stackCount}`);
      const first = s.dispatch(testApi.endpoints.failing.initiate({ quiet: false }));
      const second = s.dispatch(testApi.endpoints.saving.initiate({ method: 'PUT' }));
      await jest.advanceTimersByTimeAsync(SLOW_NOTICE_MS - 1);
      expect(titles()).toEqual([]);
      await jest.advanceTimersByTimeAsync(1);
      expect(titles()).toEqual([`loading:${SLOW_CALL_TOAST.title}:2`]);
      expect(s.getState().toasts.items[0]).toMatchObject({ message: SLOW_CALL_TOAST.message, duration: 0 });
      await jest.advanceTimersByTimeAsync(30_000 - SLOW_NOTICE_MS);
      await Promise.all([first, second]);
      expect(titles()).toEqual(['error:Request Timeout:2']);
      first.unsubscribe();
    } finally {
      jest.useRealTimers();
    }
  });

  it('a quiet call (no error toast) raises no loading toast either', async () => {
    jest.useFakeTimers({ advanceTimers: false, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      server.use(http.get('*/api/bad', () => new Promise<Response>(() => undefined)));
      const s = store();
      const call = s.dispatch(testApi.endpoints.failing.initiate({ quiet: true }));
      await jest.advanceTimersByTimeAsync(30_000);
      await call;
      expect(s.getState().toasts.items).toEqual([]);
      call.unsubscribe();
    } finally {
      jest.useRealTimers();
    }
  });

  it('raises the spec success toast by method when asked', async () => {
    server.use(http.post('*/api/save', () => HttpResponse.json({ id: 1 })), http.put('*/api/save', () => HttpResponse.json({ id: 1 })));
    const s = store();
    await s.dispatch(testApi.endpoints.saving.initiate({ method: 'POST' }));
    await s.dispatch(testApi.endpoints.saving.initiate({ method: 'PUT' }));
    expect(s.getState().toasts.items.map((t) => t.title)).toEqual(['Resource updated successfully', 'Resource created successfully']);
  });
});

describe('base query: every failure kind (spec §8)', () => {
  it.each<[string, Parameters<typeof mapFailure>[0], ErrorCategory, string, boolean]>([
    ['no response', { kind: 'no-response' }, 'network', 'Network connection failed. Please check your internet connection.', true],
    ['request abort (timeout)', { kind: 'timeout' }, 'timeout', 'Request timed out. Please try again.', false],
    ['401', { kind: 'status', status: 401, body: { message: 'ignored' } }, 'auth', 'Authentication failed. Please log in again.', false],
    ['400 without message', { kind: 'status', status: 400, body: null }, 'validation', 'Invalid request. Please check your input.', false],
    ['409 with a message', { kind: 'status', status: 409, body: { message: 'Already read' } }, 'validation', 'Already read', false],
    ['408', { kind: 'status', status: 408, body: null }, 'validation', 'Invalid request. Please check your input.', false],
    ['429 without a message or Retry-After', { kind: 'status', status: 429, body: null }, 'validation', 'Too many requests. Please try again in a moment.', false],
    ['429 with Retry-After', { kind: 'status', status: 429, body: {}, retryAfterMs: 44_200 }, 'validation', 'Too many requests. Please try again in 45 s.', false],
    ['403 without a message', { kind: 'status', status: 403, body: null }, 'validation', 'You do not have permission to do this.', false],
    ['403 with a message', { kind: 'status', status: 403, body: { message: 'Your roles do not allow this.' } }, 'validation', 'Your roles do not allow this.', false],
    ['500 with a message', { kind: 'status', status: 500, body: { message: 'ignored' } }, 'server', 'Server error occurred. Please try again later.', true],
    ['304 (anything else)', { kind: 'status', status: 304, body: null }, 'unknown', 'An unexpected error occurred. Please try again.', false],
    ['a thrown non-network error', { kind: 'other' }, 'unknown', 'An unexpected error occurred. Please try again.', false],
  ])('%s', (_name, failure, category, message, retryable) => {
    const error = mapFailure(failure);
    expect(error).toMatchObject({ category, title: CATEGORY_TITLES[category], message, retryable });
    expect(JSON.parse(JSON.stringify(error))).toEqual(error);
  });

  it('skipAuth sends no token, asks for none, and does not refresh on 401', async () => {
    const seen = countingHandler('get', '/public', () => HttpResponse.json({}, { status: 401 }));
    const tokens = { getToken: jest.fn(() => Promise.resolve('t')) };
    const result = await call({ url: '/public', skipAuth: true }, tokens);
    expect(tokens.getToken).not.toHaveBeenCalled();
    expect(seen.auth).toEqual([null]);
    expect(result.error).toMatchObject({ category: 'auth', title: 'Authentication Error' });
  });

  it('other token failures end as the auth error without sending anything', async () => {
    const seen = countingHandler('get', '/x', () => HttpResponse.json({}));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await call({ url: '/x' }, { getToken: () => Promise.reject(new TokenError('interaction_failed', 'popup closed')) });
    expect(seen.count).toBe(0);
    expect(result.error).toMatchObject({ category: 'auth', title: 'Authentication Error', retryable: false });
  });

  it('a failed forced refresh after a 401 ends with the sign-in text when the account is gone', async () => {
    const seen = countingHandler('get', '/x', () => HttpResponse.json({}, { status: 401 }));
    const tokens = { getToken: (_a: string, o?: { forceRefresh?: boolean }) => (o?.forceRefresh ? Promise.reject(new TokenError('no_account', 'x')) : Promise.resolve('old')) };
    const result = await call({ url: '/x' }, tokens);
    expect(seen.count).toBe(1);
    expect(result.error).toMatchObject({ category: 'auth', message: SIGN_IN_REQUIRED_TEXT });
  });

  it('Graph requests get a Graph token and Graph base address; API requests an API token', async () => {
    const graphSeen: (string | null)[] = [];
    server.use(http.get(new URL(`${config.graphBaseUrl}/me`, location.href).href, ({ request }) => (graphSeen.push(request.headers.get('Authorization')), HttpResponse.json({ id: 'me' }))));
    const tokens = { getToken: jest.fn((audience: string) => Promise.resolve(`${audience}-token`)) };
    const result = await call({ url: '/me', audience: 'graph' }, tokens);
    expect(result.data).toEqual({ id: 'me' });
    expect(graphSeen).toEqual(['Bearer graph-token']);
    const apiSeen = countingHandler('get', '/x', () => HttpResponse.json({}));
    await call({ url: '/x' }, tokens);
    expect(apiSeen.auth).toEqual(['Bearer api-token']);
  });
});

describe('base query: which requests are retried', () => {
  beforeEach(() => jest.useFakeTimers({ advanceTimers: false, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  async function settle<T>(promise: Promise<T>): Promise<T> {
    for (let i = 0; i < 10; i += 1) await jest.advanceTimersByTimeAsync(1000);
    return promise;
  }

  it('a 408 is not retried (other 4xx); a PATCH is never retried without an Idempotency-Key; DELETE and PUT are', async () => {
    const get = countingHandler('get', '/a', () => HttpResponse.json({}, { status: 408 }));
    await settle(call({ url: '/a' }));
    expect(get.count).toBe(1);
    let patched = 0;
    server.use(http.patch('*/api/b', () => ((patched += 1), HttpResponse.json({}, { status: 503 }))));
    await settle(call({ url: '/b', method: 'PATCH', body: {} }));
    expect(patched).toBe(1);
    let deleted = 0;
    server.use(http.delete('*/api/c', () => ((deleted += 1), HttpResponse.json({}, { status: 503 }))));
    await settle(call({ url: '/c', method: 'DELETE' }));
    expect(deleted).toBe(4);
  });

  it('a 4xx is not retried', async () => {
    const seen = countingHandler('get', '/x', () => HttpResponse.json({ message: 'no' }, { status: 422 }));
    const result = await settle(call({ url: '/x' }));
    expect(seen.count).toBe(1);
    expect(result.meta?.attempts).toBe(1);
  });

  it('stops retrying once the caller aborts, and asks for no toast', async () => {
    const seen = countingHandler('get', '/x', () => HttpResponse.json({}, { status: 503 }));
    const controller = new AbortController();
    const api = { signal: controller.signal, extra: { tokens: { getToken: () => Promise.resolve('t') } }, dispatch: jest.fn(), getState: jest.fn(), abort: jest.fn(), endpoint: 'test', type: 'query' as const };
    const promise = Promise.resolve(baseQuery({ url: '/x' }, api as never, {}));
    await jest.advanceTimersByTimeAsync(10);
    controller.abort();
    const result = await settle(promise);
    expect(seen.count).toBe(1);
    expect(result.meta?.errorToast).toBe(false);
    expect(result.error).toMatchObject({ retryable: false });
  });

  it('property: attempts = 4 for retryable failures of retry-safe requests, else 1; gaps 1 s, 2 s, 4 s', async () => {
    const methods = ['GET', 'PUT', 'DELETE', 'POST', 'PATCH'] as const;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...methods), fc.integer({ min: 400, max: 599 }), fc.boolean(), async (method, status, keyed) => {
        server.resetHandlers();
        const times: number[] = [];
        server.use(http.all('*/api/p', () => (times.push(Date.now()), HttpResponse.json({}, { status: status === 401 ? 400 : status }))));
        const headers: Record<string, string> = keyed ? { 'Idempotency-Key': 'k' } : {};
        await settle(call({ url: '/p', method, headers }));
        const effective = status === 401 ? 400 : status;
        const retryable = effective >= 500;
        const safe = method === 'GET' || method === 'PUT' || method === 'DELETE' || keyed;
        expect(times.length).toBe(retryable && safe ? 4 : 1);
        expect(times.slice(1).map((t, i) => t - times[i]!)).toEqual([1000, 2000, 4000].slice(0, times.length - 1));
      }),
      { numRuns: 40 },
    );
  });
});

describe('success toast texts (spec §8)', () => {
  it('by method', () => {
    expect((['POST', 'PUT', 'PATCH', 'DELETE', 'GET'] as const).map(successText)).toEqual([
      'Resource created successfully',
      'Resource updated successfully',
      'Resource updated successfully',
      'Resource deleted successfully',
      'Operation completed successfully',
    ]);
  });
});

describe('validation on arrival (ADR 0091)', () => {
  const store = () => makeStore(undefined, { services: { tokens: { getToken: () => Promise.resolve('t') } } });
  const graphMe = new URL(`${config.graphBaseUrl}/me`, location.href).href;

  it('a Graph /me of the wrong shape is a validation error, logged, and quiet (Graph calls opt out of toasts)', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(graphMe, () => HttpResponse.json({ id: 'me', displayName: 'A', jobTitle: { html: '<b>x</b>' }, mobilePhone: null, businessPhones: [], officeLocation: null })));
    const s = store();
    const result = await s.dispatch(graphApi.endpoints.getMe.initiate());
    expect(result.error).toEqual({ category: 'validation', title: 'Validation Error', message: UNREADABLE_RESPONSE_TEXT, status: null, retryable: false });
    expect(result.data).toBeUndefined();
    expect(s.getState().toasts.items).toEqual([]);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('getMe response does not have its documented shape'), expect.anything());
  });

  it('a Graph /me with extra fields is accepted (Graph grows), and the photo must be an image', async () => {
    server.use(http.get(graphMe, () => HttpResponse.json({ id: 'me', displayName: 'A', jobTitle: null, mobilePhone: null, businessPhones: [], officeLocation: null, surname: 'B' })));
    const s = store();
    expect((await s.dispatch(graphApi.endpoints.getMe.initiate())).data).toMatchObject({ id: 'me' });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get(`${graphMe}/photo/$value`, () => new HttpResponse('<html>', { headers: { 'Content-Type': 'text/html' } })));
    expect((await s.dispatch(graphApi.endpoints.getMyPhoto.initiate())).error).toMatchObject({ category: 'validation' });
  });
});

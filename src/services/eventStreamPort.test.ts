import { STREAM_SILENCE_LIMIT_MS, fetchEventStreams, parseEventStream } from './eventStreamPort';

describe('parseEventStream', () => {
  it('reads events with ids, types and multi-line data, skips comments, keeps a partial event for later', () => {
    const { events, rest, retry } = parseEventStream('retry: 3000\n: connected\n\nid: 7\nevent: notification\ndata: {"a":1}\n\nid: 8\r\ndata: one\r\ndata: two\r\n\r\nid: 9\nda');
    expect(retry).toBe(3000);
    expect(events).toEqual([
      { id: '7', event: 'notification', data: '{"a":1}' },
      { id: '8', event: 'message', data: 'one\ntwo' },
    ]);
    expect(rest).toBe('id: 9\nda');
  });

  it('takes the id of a block without data as the last event id, and dispatches nothing for it', () => {
    const { events, lastId } = parseEventStream('retry: 3000\n: connected\n\nid: 12\n\n');
    expect(events).toEqual([]);
    expect(lastId).toBe('12');
    expect(parseEventStream(': keep-alive\n\n').lastId).toBeNull();
  });
});

describe('fetchEventStreams: status for the polling fallback (issue #25 §6)', () => {
  it('reports live once connected, and not live when the stream drops', async () => {
    const statuses: boolean[] = [];
    const events: string[] = [];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('id: 1\nevent: notification\ndata: {}\n\n'));
        controller.close();
      },
    });
    const realFetch = globalThis.fetch;
    globalThis.fetch = jest.fn().mockResolvedValueOnce(new Response(body, { status: 200 })).mockRejectedValue(new TypeError('offline'));
    try {
      const close = fetchEventStreams.open({ url: 'http://localhost/api/notifications/stream', headers: () => Promise.resolve({}), onEvent: (e) => events.push(e.id), onStatus: (live) => statuses.push(live) });
      await new Promise((resolve) => setTimeout(resolve, 50));
      close();
      expect(events).toEqual(['1']);
      expect(statuses).toEqual([true, false]);
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});

describe('fetchEventStreams: resuming', () => {
  it('sends the cursor the server announced (an id with no data) when it reconnects after a drop', async () => {
    const sent: (string | null)[] = [];
    const realFetch = globalThis.fetch;
    const stream = (text: string) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(text));
          controller.close();
        },
      });
    globalThis.fetch = jest.fn((_url: unknown, init?: RequestInit) => {
      sent.push(new Headers(init?.headers).get('Last-Event-ID'));
      return sent.length === 1 ? Promise.resolve(new Response(stream('retry: 10\n: connected\n\nid: 41\n\n'), { status: 200 })) : Promise.reject(new TypeError('offline'));
    });
    try {
      const events: string[] = [];
      const close = fetchEventStreams.open({ url: 'http://localhost/api/notifications/stream', headers: () => Promise.resolve({}), onEvent: (e) => events.push(e.id) });
      // Until it has reconnected (a retry of 10 ms, however busy the machine).
      while (sent.length < 2) await new Promise((resolve) => setTimeout(resolve, 10));
      close();
      expect(events).toEqual([]);
      expect(sent.slice(0, 2)).toEqual([null, '41']);
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});

describe('fetchEventStreams: a stream that goes silent (issue #47 §4)', () => {
  /** A body that stays open: `push` writes to it; it never ends by itself (a proxy that kept it open, a half-open connection). */
  function openBody() {
    let push: (text: string) => void = () => undefined;
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => controller.enqueue(new TextEncoder().encode(text));
      },
      cancel() {
        cancelled = true;
      },
    });
    return { body, push: (text: string) => push(text), isCancelled: () => cancelled };
  }

  const realFetch = globalThis.fetch;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    globalThis.fetch = realFetch;
  });

  it('drops a stream silent for longer than two heartbeats, reports it down, and reopens it from its last id', async () => {
    const bodies: ReturnType<typeof openBody>[] = [];
    const sent: (string | null)[] = [];
    globalThis.fetch = jest.fn((_url: unknown, init?: RequestInit) => {
      sent.push(new Headers(init?.headers).get('Last-Event-ID'));
      const next = openBody();
      bodies.push(next);
      next.push(`retry: 3000\n: connected\n\nid: ${40 + bodies.length}\n\n`);
      return Promise.resolve(new Response(next.body, { status: 200 }));
    });
    const statuses: boolean[] = [];
    const close = fetchEventStreams.open({ url: 'http://localhost/api/notifications/stream', headers: () => Promise.resolve({}), onEvent: () => undefined, onStatus: (live) => statuses.push(live) });
    await jest.advanceTimersByTimeAsync(STREAM_SILENCE_LIMIT_MS - 1000);
    expect(statuses).toEqual([true]);
    expect(bodies[0]?.isCancelled()).toBe(false);

    await jest.advanceTimersByTimeAsync(1001);
    expect(bodies[0]?.isCancelled()).toBe(true);
    expect(statuses).toEqual([true, false]);

    // After the server's retry (3 s) it connects again, resuming from the id the silent stream announced.
    await jest.advanceTimersByTimeAsync(3000);
    expect(sent).toEqual([null, '41']);
    expect(statuses).toEqual([true, false, true]);
    close();
  });

  it('keeps a stream whose only sign of life is the keep-alive comment', async () => {
    const body = openBody();
    body.push('retry: 3000\n: connected\n\n');
    globalThis.fetch = jest.fn().mockResolvedValue(new Response(body.body, { status: 200 }));
    const statuses: boolean[] = [];
    const close = fetchEventStreams.open({ url: 'http://localhost/api/notifications/stream', headers: () => Promise.resolve({}), onEvent: () => undefined, onStatus: (live) => statuses.push(live) });
    for (let beat = 0; beat < 8; beat += 1) {
      await jest.advanceTimersByTimeAsync(15_000);
      body.push(': keep-alive\n\n');
    }
    expect(statuses).toEqual([true]);
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
    expect(body.isCancelled()).toBe(false);
    close();
  });
});

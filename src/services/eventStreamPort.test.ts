import { fetchEventStreams, parseEventStream } from './eventStreamPort';

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

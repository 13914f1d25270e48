import { parseEventStream } from './eventStreamPort';

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

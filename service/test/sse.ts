/** One notification event of a stream, with the cursor of its batch (the id block that follows it). */
export interface StreamEvent {
  /** The batch's cursor: the Last-Event-ID a client that had it resumes with. */
  id: string;
  data: string;
  title: string;
}

/**
 * Reads a stream's notification events as they come: each batch of events ends with an id block (the cursor,
 * ADR 0166), which a cursor with no events before it also is.
 */
export function eventsOf(response: Response) {
  if (!response.body) throw new Error(`no stream: ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let pending: string[] = [];
  const events: StreamEvent[] = [];
  const cursors: { id: string; events: number }[] = [];
  const pump = async (enough: () => boolean) => {
    while (!enough()) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the stream ended after ${events.length} events`);
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const lines = buffer.slice(0, end).split('\n');
        buffer = buffer.slice(end + 2);
        const field = (name: string) => lines.find((l) => l.startsWith(`${name}: `))?.slice(name.length + 2);
        const data = field('data');
        if (data !== undefined && field('event') === 'notification') pending.push(data);
        const id = field('id');
        if (id === undefined) continue;
        for (const held of pending) events.push({ id, data: held, title: String((JSON.parse(held) as { title?: unknown }).title) });
        cursors.push({ id, events: pending.length });
        pending = [];
      }
    }
  };
  return {
    /** Resolves once `count` events, each with its batch's cursor, have arrived in all. */
    async until(count: number): Promise<StreamEvent[]> {
      await pump(() => events.length >= count);
      return events.slice(0, count);
    },
    /** The `n`th cursor (1: the one the stream opens with) and the events of its batch. */
    async batch(n: number): Promise<{ cursor: string; events: StreamEvent[] }> {
      await pump(() => cursors.length >= n);
      const before = cursors.slice(0, n - 1).reduce((sum, c) => sum + c.events, 0);
      const cursor = cursors[n - 1] ?? { id: '', events: 0 };
      return { cursor: cursor.id, events: events.slice(before, before + cursor.events) };
    },
    /** Resolves when the server ends the stream. */
    async ended(): Promise<void> {
      for (;;) if ((await reader.read()).done) return;
    },
    cancel: () => reader.cancel(),
  };
}

import { jest } from '@jest/globals';
import { openDatabase } from '../src/db/client.ts';
import { batchedAnnouncer, collectingEvents, toAnnounce } from '../src/events/outbox.ts';

/** A send that answers when told: the batches it was given, and a way to finish the one on its way. */
function controlledSend() {
  const batches: string[][] = [];
  const finishers: ((error?: Error) => void)[] = [];
  const send = (payloads: readonly string[]) =>
    new Promise<void>((resolve, reject) => {
      batches.push([...payloads]);
      finishers.push((error) => (error ? reject(error) : resolve()));
    });
  const finish = async (error?: Error) => {
    finishers.shift()?.(error);
    // Let the announcer take its next batch.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { send, batches, finish };
}

describe('a change’s events (ADR 0154)', () => {
  it('are handed on once the change has succeeded, in the order written, and only then', async () => {
    const announced: string[][] = [];
    let seenDuringWork: string[][] = [];
    const result = await collectingEvents(
      async () => {
        toAnnounce(['a']);
        await Promise.resolve();
        toAnnounce(['b', 'c']);
        seenDuringWork = [...announced];
        return 'done';
      },
      (events) => announced.push([...events]),
    );
    expect(result).toBe('done');
    expect(seenDuringWork).toEqual([]);
    expect(announced).toEqual([['a', 'b', 'c']]);
  });

  it('are dropped when the change fails (it rolled back), and nothing is announced for a change that wrote none', async () => {
    const announce = jest.fn();
    await expect(
      collectingEvents(async () => {
        toAnnounce(['rolled back']);
        await Promise.resolve();
        throw new Error('the transaction failed');
      }, announce),
    ).rejects.toThrow('the transaction failed');
    await collectingEvents(() => Promise.resolve('read'), announce);
    expect(announce).not.toHaveBeenCalled();
  });

  it('are kept apart between changes running at once', async () => {
    const announced: string[][] = [];
    const change = (name: string, delay: number) =>
      collectingEvents(
        async () => {
          toAnnounce([`${name}-1`]);
          await new Promise((resolve) => setTimeout(resolve, delay));
          toAnnounce([`${name}-2`]);
        },
        (events) => announced.push([...events]),
      );
    await Promise.all([change('slow', 20), change('quick', 1)]);
    expect(announced).toEqual([
      ['quick-1', 'quick-2'],
      ['slow-1', 'slow-2'],
    ]);
  });

  it('cannot be written outside a change: no one would hear of them', () => {
    expect(() => toAnnounce(['lost'])).toThrow('outside collectingEvents');
  });
});

describe('the announcer', () => {
  it('sends one batch at a time: what comes while one is on its way goes together in the next', async () => {
    const { send, batches, finish } = controlledSend();
    const announcer = batchedAnnouncer(send);
    announcer.announce(['1']);
    announcer.announce(['2']);
    announcer.announce(['3', '4']);
    expect(batches).toEqual([['1']]);
    await finish();
    expect(batches).toEqual([['1'], ['2', '3', '4']]);
    announcer.announce([]);
    await finish();
    expect(batches).toHaveLength(2);
    await announcer.drained();
    announcer.announce(['5']);
    expect(batches).toEqual([['1'], ['2', '3', '4'], ['5']]);
  });

  it('reports a batch that failed and goes on with the next; drained waits for what is on its way', async () => {
    const { send, batches, finish } = controlledSend();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const announcer = batchedAnnouncer(send);
      announcer.announce(['lost']);
      announcer.announce(['next']);
      await finish(new Error('connection reset'));
      expect(error).toHaveBeenCalledWith(expect.stringContaining('1 notification event(s) were not announced (connection reset)'));
      expect(batches).toEqual([['lost'], ['next']]);
      let drained = false;
      const waiting = announcer.drained().then(() => (drained = true));
      await new Promise((resolve) => setImmediate(resolve));
      expect(drained).toBe(false);
      await finish();
      await waiting;
      expect(drained).toBe(true);
    } finally {
      error.mockRestore();
    }
  });
});

describe('a database closing (an instance stopping)', () => {
  it('sends what is still to be announced before it closes: its listener hears all of it', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    const heard: string[] = [];
    await database.listen((payload) => heard.push(payload));
    // Three announcements at once: the first goes out, the next two wait together for it.
    database.announce(['one']);
    database.announce(['two']);
    database.announce(['three']);
    await database.close();
    expect(heard).toEqual(['one', 'two', 'three']);
  });
});

import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The events a change writes (its notifications, as they travel on the events channel), announced once the change
 * has committed (ADR 0154). A change's statements run inside `collectingEvents`; what they add with `toAnnounce`
 * is handed to `announce` only when the work (its transaction) succeeded, so no one hears of a change that rolled
 * back, and the change's own commit never waits for PostgreSQL's NOTIFY lock.
 */
const outbox = new AsyncLocalStorage<string[]>();

/** Runs `work`; when it succeeds, hands the events it wrote to `announce` (nothing when none). */
export async function collectingEvents<T>(work: () => Promise<T>, announce: (payloads: readonly string[]) => void): Promise<T> {
  const events: string[] = [];
  const result = await outbox.run(events, work);
  if (events.length) announce(events);
  return result;
}

/** Adds events to the running change's: announced after it commits. */
export function toAnnounce(payloads: readonly string[]): void {
  const events = outbox.getStore();
  if (!events) throw new Error('A change wrote notifications outside collectingEvents: no one would hear of them');
  events.push(...payloads);
}

/**
 * Sends announcements one batch at a time: events given while a batch is on its way go together in the next (one
 * statement, one NOTIFY transaction), so under load the channel costs a statement per batch, not per change.
 * A batch that fails is reported and dropped: its notifications are in the table already, and every reader catches
 * up from it (the bell's list read, a stream's resume from Last-Event-ID).
 */
export function batchedAnnouncer(send: (payloads: readonly string[]) => Promise<unknown>): { announce: (payloads: readonly string[]) => void; drained: () => Promise<void> } {
  let queued: string[] = [];
  let sending: Promise<void> | null = null;
  const flush = async (): Promise<void> => {
    while (queued.length) {
      const batch = queued;
      queued = [];
      try {
        await send(batch);
      } catch (error) {
        console.error(`Events channel: ${batch.length} notification event(s) were not announced (${error instanceof Error ? error.message : String(error)}); readers catch up from the table`);
      }
    }
    sending = null;
  };
  return {
    announce(payloads) {
      if (!payloads.length) return;
      queued.push(...payloads);
      sending ??= flush();
    },
    drained: () => sending ?? Promise.resolve(),
  };
}

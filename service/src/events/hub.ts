import type { Database } from '../db/client.ts';
import type { NotificationEvent } from '../routes/notifications/queries.ts';

type Listener = (event: NotificationEvent) => void;
/** Called when the hub listens again after a gap in which events may have been missed. */
type Resumed = () => void;

/**
 * Notification events for this instance's SSE clients, from every instance: each instance LISTENs on
 * the database's events channel, so a change committed through one reaches the streams of all.
 */
export class EventHub {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly resumers = new Set<Resumed>();

  static async start(database: Database): Promise<EventHub> {
    const hub = new EventHub();
    await database.listen(
      (payload) => hub.deliver(payload),
      () => hub.resumed(),
    );
    return hub;
  }

  /** The database connection that listens was lost and is back: each subscriber reads what it may have missed. */
  private resumed(): void {
    for (const resume of this.resumers) resume();
  }

  private deliver(payload: string): void {
    let event: NotificationEvent;
    try {
      event = JSON.parse(payload) as NotificationEvent;
    } catch {
      return;
    }
    for (const listener of this.listeners.get(event.userId) ?? []) listener(event);
  }

  /** `onResumed`: events may have been missed (the listening connection was lost and made again). */
  subscribe(userId: string, listener: Listener, onResumed?: Resumed): () => void {
    const set = this.listeners.get(userId) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(userId, set);
    if (onResumed) this.resumers.add(onResumed);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(userId);
      if (onResumed) this.resumers.delete(onResumed);
    };
  }

  get clients(): number {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }
}

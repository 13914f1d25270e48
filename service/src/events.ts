import type { Database } from './db/client.ts';
import type { NotificationEvent } from './notifications.ts';

type Listener = (event: NotificationEvent) => void;

/**
 * Notification events for this instance's SSE clients, from every instance: each instance LISTENs on
 * the database's events channel, so a change committed through one reaches the streams of all.
 */
export class EventHub {
  private readonly listeners = new Map<string, Set<Listener>>();

  static async start(database: Database): Promise<EventHub> {
    const hub = new EventHub();
    await database.listen((payload) => hub.deliver(payload));
    return hub;
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

  subscribe(userId: string, listener: Listener): () => void {
    const set = this.listeners.get(userId) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(userId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(userId);
    };
  }

  get clients(): number {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }
}

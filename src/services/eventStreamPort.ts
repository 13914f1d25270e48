import { STREAM_HEARTBEAT_SECONDS } from '../shared/contract/notifications';

/** One Server-Sent Event. */
export interface StreamEvent {
  id: string;
  event: string;
  data: string;
}

export interface StreamOptions {
  url: string;
  /** Headers for each (re)connection, e.g. a fresh bearer token; rejecting ends the stream. */
  headers: () => Promise<Record<string, string>>;
  onEvent: (event: StreamEvent) => void;
  /**
   * The Last-Event-ID of the first connection (the list's cursor, ADR 0151); every later one sends the last id the
   * stream itself announced. Absent: the first connection sends none.
   */
  lastEventId?: string;
  /** The stream is connected (true) or not (false: dropped, refused, offline); called on each change. */
  onStatus?: (live: boolean) => void;
}

/** How often the service writes `: keep-alive` on an idle stream (the contract's). */
export const STREAM_HEARTBEAT_MS = STREAM_HEARTBEAT_SECONDS * 1000;
/**
 * A stream that brings nothing (no event, no comment, no id) for longer than two heartbeats is taken for dead
 * (a half-open connection, a proxy that kept the response open after its upstream died): the port drops it,
 * reports it down (so the list is polled) and reopens it from its last event id (ADR 0162, 0166).
 */
export const STREAM_SILENCE_LIMIT_MS = 2 * STREAM_HEARTBEAT_MS + 5_000;

/**
 * Server-Sent Events with headers (EventSource cannot send a bearer token): `open` connects, reconnects
 * after a drop with backoff (1 s doubling to 30 s, or the server's `retry:`), resumes with Last-Event-ID (the first
 * time, the one it is given), drops a stream silent for STREAM_SILENCE_LIMIT_MS, and
 * returns a function that closes it for good.
 */
export interface EventStreamPort {
  open(options: StreamOptions): () => void;
}

export const inertEventStreams: EventStreamPort = { open: () => () => undefined };

/** Splits a text/event-stream body into events (https://html.spec.whatwg.org/multipage/server-sent-events.html). */
export function parseEventStream(buffer: string): { events: StreamEvent[]; rest: string; retry: number | null; lastId: string | null } {
  const events: StreamEvent[] = [];
  let retry: number | null = null;
  // The id a reconnection sends: set by any block that has one, with data or without (the spec's "last event ID").
  let lastId: string | null = null;
  const blocks = buffer.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    const event: StreamEvent = { id: '', event: 'message', data: '' };
    const data: string[] = [];
    let hasData = false;
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'data') {
        data.push(value);
        hasData = true;
      } else if (field === 'event') event.event = value;
      else if (field === 'id') {
        event.id = value;
        lastId = value;
      }
      else if (field === 'retry' && /^\d+$/.test(value)) retry = Number(value);
    }
    if (hasData) events.push({ ...event, data: data.join('\n') });
  }
  return { events, rest, retry, lastId };
}

/** The browser's: fetch with a streaming body. */
export const fetchEventStreams: EventStreamPort = {
  open({ url, headers, onEvent, onStatus, lastEventId }) {
    let closed = false;
    let live: boolean | null = null;
    const report = (now: boolean) => {
      if (live === now || closed) return;
      live = now;
      onStatus?.(now);
    };
    const isClosed = () => closed;
    let controller: AbortController | null = null;
    let lastId = lastEventId ?? '';
    let delay = 1000;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const connect = async (): Promise<void> => {
      if (closed) return;
      const abort = new AbortController();
      controller = abort;
      let reader: ReadableStreamDefaultReader<string> | null = null;
      // Bytes of any kind (the service's keep-alive comments included) prove the connection alive; silence past
      // the limit, before the answer or within it, aborts this connection, which then ends like a drop.
      let watchdog: ReturnType<typeof setTimeout> | null = null;
      const unwatch = () => {
        if (watchdog) clearTimeout(watchdog);
      };
      const watch = () => {
        unwatch();
        watchdog = setTimeout(() => {
          abort.abort();
          reader?.cancel().catch(() => undefined);
        }, STREAM_SILENCE_LIMIT_MS);
      };
      try {
        watch();
        const response = await fetch(url, {
          headers: { Accept: 'text/event-stream', ...(await headers()), ...(lastId ? { 'Last-Event-ID': lastId } : {}) },
          signal: abort.signal,
          cache: 'no-store',
        });
        if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
        delay = 1000;
        report(true);
        reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        watch();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done || abort.signal.aborted) break;
          watch();
          const parsed = parseEventStream(buffer + value);
          buffer = parsed.rest;
          if (parsed.retry !== null) delay = parsed.retry;
          if (parsed.lastId) lastId = parsed.lastId;
          for (const event of parsed.events) onEvent(event);
        }
      } catch {
        // Dropped, refused, offline or silent: try again later (the list is polled meanwhile).
      }
      unwatch();
      if (isClosed()) return;
      report(false);
      timer = setTimeout(() => void connect(), delay);
      delay = Math.min(delay * 2, 30_000);
    };
    void connect();
    return () => {
      closed = true;
      if (timer) clearTimeout(timer);
      controller?.abort();
    };
  },
};

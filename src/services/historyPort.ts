/** A location as plain data: what the store keeps and what `window.history` receives. */
export interface StoreLocation {
  pathname: string;
  search: string;
  hash: string;
  /** Identifies one history entry; stored in `history.state` so back/forward can report it. */
  key: string;
}

/** What the router listeners need from the browser's history. Tests pass an in-memory fake. */
export interface HistoryPort {
  current(): StoreLocation;
  push(location: StoreLocation): void;
  replace(location: StoreLocation): void;
  go(delta: number): void;
  /** Calls back on back/forward with the location the browser moved to. Returns an unsubscribe function. */
  listen(onPop: (location: StoreLocation) => void): () => void;
}

function keyOf(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'key' in state && typeof state.key === 'string') return state.key;
  return 'default';
}

export function browserHistory(win: Window = window): HistoryPort {
  const read = (): StoreLocation => ({
    pathname: win.location.pathname,
    search: win.location.search,
    hash: win.location.hash,
    key: keyOf(win.history.state),
  });
  const href = (l: StoreLocation) => `${l.pathname}${l.search}${l.hash}`;
  return {
    current: read,
    push: (l) => win.history.pushState({ key: l.key }, '', href(l)),
    replace: (l) => win.history.replaceState({ key: l.key }, '', href(l)),
    go: (delta) => win.history.go(delta),
    listen(onPop) {
      const handler = () => onPop(read());
      win.addEventListener('popstate', handler);
      return () => win.removeEventListener('popstate', handler);
    },
  };
}

/** An in-memory history with the same behaviour, for tests and for Node. */
export function memoryHistory(initial: StoreLocation[] = [{ pathname: '/', search: '', hash: '', key: 'default' }]): HistoryPort & {
  entries: StoreLocation[];
  index: number;
} {
  const listeners = new Set<(l: StoreLocation) => void>();
  const h = {
    entries: [...initial],
    index: initial.length - 1,
    current(): StoreLocation {
      const entry = h.entries[h.index];
      if (!entry) throw new Error('memory history is empty');
      return entry;
    },
    push(l: StoreLocation) {
      h.entries = [...h.entries.slice(0, h.index + 1), l];
      h.index = h.entries.length - 1;
    },
    replace(l: StoreLocation) {
      h.entries[h.index] = l;
    },
    go(delta: number) {
      const next = Math.min(Math.max(h.index + delta, 0), h.entries.length - 1);
      if (next === h.index) return;
      h.index = next;
      const entry = h.current();
      listeners.forEach((fn) => fn(entry));
    },
    listen(fn: (l: StoreLocation) => void) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
  return h;
}

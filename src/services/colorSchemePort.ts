/** The system's colour-scheme preference (`prefers-color-scheme: dark`). Tests and replays use a fixed fake. */
export interface ColorSchemePort {
  prefersDark(): boolean;
  /** Calls back when the system preference changes. Returns an unsubscribe function. */
  onChange(handler: (prefersDark: boolean) => void): () => void;
}

const QUERY = '(prefers-color-scheme: dark)';

export function browserColorScheme(win: Window = window): ColorSchemePort {
  // Browsers without matchMedia (and jsdom) read as light.
  const list = typeof win.matchMedia === 'function' ? win.matchMedia(QUERY) : null;
  return {
    prefersDark: () => list?.matches ?? false,
    onChange(handler) {
      if (!list) return () => undefined;
      const listener = (event: MediaQueryListEvent) => handler(event.matches);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
  };
}

/** A fixed preference, for tests and Node. */
export function fixedColorScheme(prefersDark = false): ColorSchemePort {
  return { prefersDark: () => prefersDark, onChange: () => () => undefined };
}

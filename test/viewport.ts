/**
 * Makes `window.matchMedia` answer width queries as a window `width` px wide would (jsdom has no layout):
 * MUI's useMediaQuery then picks the phone or desktop layout. Returns a function that puts the default back.
 */
export function atWidth(width: number): () => void {
  const original = window.matchMedia;
  const holds = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, kind, px]) => (kind === 'min' ? width >= Number(px) : width <= Number(px)));
  window.matchMedia = (query: string) => {
    const list = original(query);
    Object.defineProperty(list, 'matches', { value: holds(query) });
    return list;
  };
  return () => {
    window.matchMedia = original;
  };
}

/** Every test of the enclosing `describe` runs in a window `width` px wide; the default comes back after each. */
export function eachTestAtWidth(width: number): void {
  let restore: () => void = () => undefined;
  beforeEach(() => {
    restore = atWidth(width);
  });
  afterEach(() => restore());
}

/** A location as plain data: what the store keeps and what `window.history` receives. */
export interface PlainLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** Splits `/a/b?x=1#top` into its parts. Missing parts are empty strings; the pathname defaults to '/'. */
export function parsePath(path: string): PlainLocation {
  let rest = path;
  let hash = '';
  let search = '';
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  const pathname = rest === '' ? '/' : rest.startsWith('/') ? rest : `/${rest}`;
  return { pathname, search: search === '?' ? '' : search, hash: hash === '#' ? '' : hash };
}

export function createPath(location: Partial<PlainLocation>): string {
  const pathname = location.pathname ?? '/';
  const search = location.search && location.search !== '?' ? (location.search.startsWith('?') ? location.search : `?${location.search}`) : '';
  const hash = location.hash && location.hash !== '#' ? (location.hash.startsWith('#') ? location.hash : `#${location.hash}`) : '';
  return `${pathname}${search}${hash}`;
}

/**
 * Accepts only same-origin absolute paths ("/x", not "//evil.com" or "https://..."), so a
 * remembered origin can never send the user off-site. Returns undefined for anything else.
 */
export function safeInternalPath(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  if (/\p{Cc}/u.test(value)) return undefined;
  return value;
}

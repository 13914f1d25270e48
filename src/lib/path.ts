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

/** A path segment decoded (`J%201001` → `J 1001`), or null when it is not valid percent-encoding (`%E0%A4%A`). */
export function decodeSegment(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

import type { IncomingHttpHeaders } from 'node:http';

const isLoopback = (address: string | undefined) => address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';

/** Every client address a proxy in front of us names (X-Forwarded-For, Forwarded: for=…). */
function forwardedFor(headers: IncomingHttpHeaders): string[] {
  const xff = String(headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((a) => a.trim());
  const forwarded = [...(headers.forwarded ?? '').matchAll(/for="?\[?([^\]";,]+)/gi)].map((m) => m[1] ?? '');
  return [...xff, ...forwarded].filter((a) => a !== '');
}

/**
 * The machine itself: a loopback peer that is not a proxy forwarding someone else. The test controls
 * (`/__mock/seed`) of the mock API server and of the API service answer only such callers (ADR 0092).
 */
export function isLocalCaller(remoteAddress: string | undefined, headers: IncomingHttpHeaders): boolean {
  return isLoopback(remoteAddress) && forwardedFor(headers).every(isLoopback);
}

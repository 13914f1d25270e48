/** The error catalogue of spec §8, as pure functions. */

export type ErrorCategory = 'network' | 'auth' | 'validation' | 'server' | 'timeout' | 'unknown';

export const CATEGORY_TITLES: Record<ErrorCategory, string> = {
  network: 'Network Error',
  auth: 'Authentication Error',
  validation: 'Validation Error',
  server: 'Server Error',
  timeout: 'Request Timeout',
  unknown: 'Error',
};

export const CATEGORY_DEFAULT_MESSAGES: Record<ErrorCategory, string> = {
  network: 'Network connection issue. Please check your internet connection and try again.',
  auth: 'Your session has expired. Please log in again.',
  validation: 'Please check your input and try again.',
  server: 'Server error occurred. Our team has been notified. Please try again later.',
  timeout: 'Request timed out. Please try again.',
  unknown: 'An unexpected error occurred. Please try again.',
};

export const MAPPED_MESSAGES = {
  network: 'Network connection failed. Please check your internet connection.',
  auth: 'Authentication failed. Please log in again.',
  validation: 'Invalid request. Please check your input.',
  server: 'Server error occurred. Please try again later.',
} as const;

export const SIGN_IN_REQUIRED_TEXT = 'Please sign in to access this resource.';

/** A failed call as plain data: what RTK Query stores and what toasts show. */
export interface ApiError {
  category: ErrorCategory;
  title: string;
  message: string;
  status: number | null;
  retryable: boolean;
}

/** What went wrong, before mapping. */
export type Failure =
  | { kind: 'no-response' }
  | { kind: 'timeout' }
  | { kind: 'status'; status: number; body: unknown }
  | { kind: 'other'; message?: string };

function serverMessage(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' && body.message.trim() !== '') return body.message;
  return undefined;
}

/** Spec §8 mapping. 408 and 429 are retryable too (they ask to come back later). */
export function mapFailure(failure: Failure): ApiError {
  const make = (category: ErrorCategory, message: string, status: number | null, retryable: boolean): ApiError => ({
    category,
    title: CATEGORY_TITLES[category],
    message,
    status,
    retryable,
  });
  switch (failure.kind) {
    case 'no-response':
      return make('network', MAPPED_MESSAGES.network, null, true);
    case 'timeout':
      return make('timeout', CATEGORY_DEFAULT_MESSAGES.timeout, null, true);
    case 'status': {
      const { status } = failure;
      if (status === 401) return make('auth', MAPPED_MESSAGES.auth, status, false);
      if (status >= 500) return make('server', MAPPED_MESSAGES.server, status, true);
      if (status >= 400) return make('validation', serverMessage(failure.body) ?? MAPPED_MESSAGES.validation, status, status === 408 || status === 429);
      return make('unknown', CATEGORY_DEFAULT_MESSAGES.unknown, status, false);
    }
    default:
      return make('unknown', CATEGORY_DEFAULT_MESSAGES.unknown, null, false);
  }
}

/** Spec §9: 3 retries, 1000 ms base delay doubling per attempt. */
export const MAX_RETRIES = 3;
export const BASE_RETRY_DELAY_MS = 1000;
export const REQUEST_TIMEOUT_MS = 30_000;

/** Delay before retry number `retry` (1-based): 1000, 2000, 4000 ms. */
export function backoffDelay(retry: number, base = BASE_RETRY_DELAY_MS): number {
  return base * 2 ** (retry - 1);
}

/** Retry-After as seconds or an HTTP date, in ms (null when absent or unreadable). */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const IDEMPOTENT: HttpMethod[] = ['GET', 'PUT', 'DELETE'];

/** Only idempotent methods are retried, unless the request carries an Idempotency-Key. */
export function mayRetry(method: HttpMethod, hasIdempotencyKey: boolean): boolean {
  return IDEMPOTENT.includes(method) || hasIdempotencyKey;
}

/** Spec §8 success toasts by method. */
export function successText(method: HttpMethod): string {
  switch (method) {
    case 'POST':
      return 'Resource created successfully';
    case 'PUT':
    case 'PATCH':
      return 'Resource updated successfully';
    case 'DELETE':
      return 'Resource deleted successfully';
    default:
      return 'Operation completed successfully';
  }
}

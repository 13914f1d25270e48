/**
 * How a failed HTTP call becomes an ApiError, and when it is tried again (spec §8–9). Portal only: the
 * public pages' bundle carries the catalogue (apiErrors.ts), not this.
 */
import { CATEGORY_TITLES, CATEGORY_DEFAULT_MESSAGES, MAPPED_MESSAGES } from './apiErrors';
import type { ApiError, ErrorCategory } from './apiErrors';
import { datedText } from '../shared/work/dates';

/** The `fields` of an error body, if it has them as strings. */
function fieldMessages(body: unknown): Record<string, string> | undefined {
  if (typeof body !== 'object' || body === null || !('fields' in body)) return undefined;
  const { fields } = body;
  if (typeof fields !== 'object' || fields === null) return undefined;
  const entries = Object.entries(fields)
    .filter((e): e is [string, string] => typeof e[1] === 'string')
    .map(([name, message]): [string, string] => [name, datedText(message)]);
  return entries.length ? Object.fromEntries(entries) : undefined;
}

/** What went wrong, before mapping. */
export type Failure =
  | { kind: 'no-response' }
  | { kind: 'timeout' }
  | { kind: 'status'; status: number; body: unknown; retryAfterMs?: number | null }
  | { kind: 'other'; message?: string };

/**
 * What a 403 or 429 says when the server sent no message of its own (issue #27 §12): what happened, never
 * "check your input". The server's message, when it sends one, is shown instead (spec §8's 4xx rule).
 */
export const FORBIDDEN_TEXT = 'You do not have permission to do this.';
export function tooManyRequestsText(retryAfterMs: number | null | undefined): string {
  const seconds = retryAfterMs ? Math.max(1, Math.ceil(retryAfterMs / 1000)) : null;
  return seconds ? `Too many requests. Please try again in ${seconds} s.` : 'Too many requests. Please try again in a moment.';
}

function statusText(status: number, retryAfterMs: number | null | undefined): string {
  if (status === 403) return FORBIDDEN_TEXT;
  if (status === 429) return tooManyRequestsText(retryAfterMs);
  return MAPPED_MESSAGES.validation;
}

function serverMessage(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' && body.message.trim() !== '') return datedText(body.message);
  return undefined;
}

/**
 * Spec §8 mapping: only no-response and 5xx are retryable. A timeout is not (a server that did not
 * answer in 30 s is not asked three more times), and 401, 408, 429 and every other 4xx are not.
 * A 429 that names a short Retry-After gets its one resend from the base query (ADR 0090).
 */
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
      return make('timeout', CATEGORY_DEFAULT_MESSAGES.timeout, null, false);
    case 'status': {
      const { status } = failure;
      if (status === 401) return make('auth', MAPPED_MESSAGES.auth, status, false);
      if (status >= 500) return make('server', MAPPED_MESSAGES.server, status, true);
      if (status >= 400) {
        const fields = status === 400 || status === 422 ? fieldMessages(failure.body) : undefined;
        return { ...make('validation', serverMessage(failure.body) ?? statusText(status, failure.retryAfterMs), status, false), ...(fields ? { fields } : {}) };
      }
      return make('unknown', CATEGORY_DEFAULT_MESSAGES.unknown, status, false);
    }
    default:
      return make('unknown', CATEGORY_DEFAULT_MESSAGES.unknown, null, false);
  }
}

/** Spec §9: 3 retries, 1000 ms base delay doubling per attempt. */
export const MAX_RETRIES = 3;
export const BASE_RETRY_DELAY_MS = 1000;
/** Spec §9 timeout. It bounds the whole call, retries and their waits included (ADR 0090). */
export const REQUEST_TIMEOUT_MS = 30_000;
/** A call still pending after this long tells the person it is still being tried (ADR 0090). */
export const SLOW_NOTICE_MS = 5_000;

/** The message of a response that does not have the documented shape (ADR 0091). */
export const UNREADABLE_RESPONSE_TEXT = 'The server sent an answer the portal could not read. Please try again later.';

/** A response that does not match its documented shape: a validation error, never retried. */
export function unreadableResponse(status: number | null): ApiError {
  return { category: 'validation', title: CATEGORY_TITLES.validation, message: UNREADABLE_RESPONSE_TEXT, status, retryable: false };
}

export interface RetryState {
  /** Retries already made (0 before the first retry). */
  retries: number;
  /** Whether a 429's Retry-After has already been honoured once. */
  honouredRetryAfter: boolean;
  /** Milliseconds left before the call's deadline. */
  remainingMs: number;
}

/**
 * How long to wait before the next attempt, or null for none (the error is final). Retryable errors
 * (no response, 5xx) get up to 3 retries at 1 s, 2 s, 4 s, or Retry-After when longer; a 429 with a
 * Retry-After gets one resend after it. No wait may reach past the call's deadline.
 */
export function nextRetryDelay(error: ApiError, retryAfter: number | null, state: RetryState): number | null {
  let delay: number;
  if (error.retryable) {
    if (state.retries >= MAX_RETRIES) return null;
    delay = Math.max(backoffDelay(state.retries + 1), retryAfter ?? 0);
  } else if (error.status === 429 && retryAfter !== null && !state.honouredRetryAfter) {
    delay = retryAfter;
  } else {
    return null;
  }
  // The resend needs some time of its own before the deadline, or it could only time out.
  return delay + BASE_RETRY_DELAY_MS <= state.remainingMs ? delay : null;
}

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

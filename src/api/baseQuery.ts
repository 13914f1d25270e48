import { nanoid } from '@reduxjs/toolkit';
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { apiCallEnded, apiCallSlow } from './events';
import { config } from '../config';
import { SIGN_IN_REQUIRED_TEXT, CATEGORY_TITLES } from '../lib/apiErrors';
import { mapFailure, mayRetry, nextRetryDelay, REQUEST_TIMEOUT_MS, retryAfterMs, SLOW_NOTICE_MS, successText } from '../lib/apiFailures';
import type { ApiError } from '../lib/apiErrors';
import type { Failure, HttpMethod } from '../lib/apiFailures';
import { TokenError } from '../services/tokenPort';
import type { TokenAudience, TokenPort } from '../services/tokenPort';
import type { FilePort } from '../services/filePort';
import { fileNameFrom } from '../shared/payroll/csv';

/** One request, as plain data (query arguments stay serialisable). */
export interface ApiRequest {
  url: string;
  method?: HttpMethod;
  body?: unknown;
  headers?: Record<string, string>;
  /** Which service: the product API (default) or Microsoft Graph. Each gets its own token. */
  audience?: TokenAudience;
  /**
   * Read the body as a data URL (photos) instead of JSON; `file`: save it as a download (the name from
   * Content-Disposition) through the file port, and answer `SavedFile` (ADR 0131).
   */
  responseType?: 'json' | 'dataUrl' | 'file';
  skipAuth?: boolean;
  noErrorToast?: boolean;
  /** true = the spec's text for the method; a string = that text. */
  successToast?: boolean | string;
  /** Outlives the page (fetch's `keepalive`): a write that must reach the server even when the page is left. */
  keepalive?: boolean;
  /** Response headers to copy into the meta (`ApiMeta.headers`) of a success, by name (a contract's `responseHeaders`). */
  responseHeaders?: readonly string[];
}

/** Travels with the fulfilled/rejected action, so a listener can raise the toasts. */
export interface ApiMeta {
  method: HttpMethod;
  attempts: number;
  errorToast: boolean;
  successToast: string | null;
  /** A success's headers the request named (`responseHeaders`), those present; plain strings, as the action carries them. */
  headers?: Record<string, string>;
}

/**
 * The store's active account (`auth.activeAccountId`), the one source of it: the base query reads it
 * from the state and hands it to the token port. Read structurally, since api/ does not import features.
 */
function activeAccountId(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('auth' in state)) return null;
  const auth = state.auth;
  if (typeof auth !== 'object' || auth === null || !('activeAccountId' in auth)) return null;
  return typeof auth.activeAccountId === 'string' ? auth.activeAccountId : null;
}

/** What the base query needs from `extra`. */
export interface BaseQueryExtra {
  tokens: TokenPort;
  files: FilePort;
}

/** What a `file` request answers once the download is offered: its name and size (no bytes in the store). */
export interface SavedFile {
  fileName: string;
  bytes: number;
}

/** Waits `ms`, or less when the caller aborts (RTK Query aborts a request nobody wants any more). */
export const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) {
      resolve();
      return;
    }
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done);
  });

function baseUrlFor(audience: TokenAudience): string {
  return (audience === 'graph' ? config.graphBaseUrl : config.apiBaseUrl).replace(/\/$/, '');
}

function resolveUrl(base: string, url: string): string {
  if (/^https?:\/\//.test(url)) return url;
  const joined = `${base}${url.startsWith('/') ? url : `/${url}`}`;
  return /^https?:\/\//.test(joined) ? joined : new URL(joined, globalThis.location.href).href;
}

async function readBody(response: Response, type: 'json' | 'dataUrl'): Promise<unknown> {
  if (response.status === 204) return null;
  if (type === 'dataUrl') {
    const blob = await response.blob();
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    bytes.forEach((b) => (binary += String.fromCharCode(b)));
    return `data:${blob.type || 'application/octet-stream'};base64,${btoa(binary)}`;
  }
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** What a send on leaving the page learnt: its status (0: no answer) and the error's message, if any. */
export interface LeaveAnswer {
  ok: boolean;
  status: number;
  message: string | null;
}

/**
 * A write sent as the page goes away (pagehide): one fetch that outlives the page (`keepalive`), with a token
 * already in hand, since the page may be gone before anything awaited could run; no retries. The fetch starts
 * before this returns. Used for decisions held for their undo window (ADR 0128).
 */
export async function sendOnLeave(request: ApiRequest, bearer: string): Promise<LeaveAnswer> {
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers, Authorization: `Bearer ${bearer}` };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    const response = await fetch(resolveUrl(baseUrlFor(request.audience ?? 'api'), request.url), {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      keepalive: true,
    });
    const body = await readBody(response, 'json');
    const message = typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message : null;
    return { ok: response.ok, status: response.status, message };
  } catch {
    return { ok: false, status: 0, message: null };
  }
}

/** The named headers a response has, as a plain record. */
function namedHeaders(headers: Headers, names: readonly string[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (const name of names) {
    const value = headers.get(name);
    if (value !== null) found[name] = value;
  }
  return found;
}

interface Attempt {
  ok: boolean;
  data?: unknown;
  headers?: Record<string, string>;
  failure?: Failure;
  retryAfter?: number | null;
}

/**
 * The only place HTTP happens: token ▸ timeout ▸ retry ▸ error mapping (spec §7–9).
 * - bearer token per request unless `skipAuth`; no active account → the spec's sign-in text;
 * - 30 s for the whole call (abort → timeout); up to 3 retries at 1 s, 2 s, 4 s for no-response and 5xx
 *   of idempotent requests (or ones with an Idempotency-Key), honouring Retry-After; a 429 with a
 *   Retry-After gets one resend; nothing else is retried (ADR 0090);
 * - on 401, one forced token refresh and a single resend, then the auth error.
 */
const runCall: BaseQueryFn<ApiRequest | string, unknown, ApiError, object, ApiMeta> = async (arg, api) => {
  const request: ApiRequest = typeof arg === 'string' ? { url: arg } : arg;
  const method = request.method ?? 'GET';
  const audience = request.audience ?? 'api';
  const extra = api.extra as BaseQueryExtra;
  const meta: ApiMeta = {
    method,
    attempts: 0,
    errorToast: request.noErrorToast !== true,
    successToast: request.successToast ? (typeof request.successToast === 'string' ? request.successToast : successText(method)) : null,
  };

  const token = async (forceRefresh: boolean): Promise<string | ApiError | null> => {
    if (request.skipAuth) return null;
    try {
      return await extra.tokens.getToken(audience, { accountId: activeAccountId(api.getState()), forceRefresh });
    } catch (error) {
      if (error instanceof TokenError && error.code === 'no_account') {
        return { category: 'auth', title: CATEGORY_TITLES.auth, message: SIGN_IN_REQUIRED_TEXT, status: null, retryable: false };
      }
      if (error instanceof TokenError && error.code === 'interaction_failed') {
        // The session expired: its prompt ("Sign in again") is the one message (issue #27 §6), no toast per call.
        meta.errorToast = false;
        return { category: 'auth', title: CATEGORY_TITLES.auth, message: error.message, status: null, retryable: false };
      }
      console.error('Token acquisition failed', error);
      return mapFailure({ kind: 'status', status: 401, body: null });
    }
  };

  const send = async (bearer: string | null, timeoutMs: number): Promise<Attempt> => {
    meta.attempts += 1;
    const controller = new AbortController();
    const onAbort = () => controller.abort();
    api.signal.addEventListener('abort', onAbort);
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
      if (request.body !== undefined) headers['Content-Type'] = 'application/json';
      if (bearer) headers.Authorization = `Bearer ${bearer}`;
      const response = await fetch(resolveUrl(baseUrlFor(audience), request.url), {
        method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: controller.signal,
        ...(request.keepalive ? { keepalive: true } : {}),
      });
      if (response.ok && request.responseType === 'file') {
        const blob = await response.blob();
        const saved: SavedFile = { fileName: fileNameFrom(response.headers.get('Content-Disposition')) ?? 'download', bytes: blob.size };
        extra.files.save(blob, saved.fileName);
        return { ok: true, data: saved };
      }
      const body = await readBody(response, response.ok ? (request.responseType === 'dataUrl' ? 'dataUrl' : 'json') : 'json');
      if (response.ok) return { ok: true, data: body, ...(request.responseHeaders ? { headers: namedHeaders(response.headers, request.responseHeaders) } : {}) };
      const retryAfter = retryAfterMs(response.headers.get('Retry-After'), Date.now());
      return { ok: false, failure: { kind: 'status', status: response.status, body, retryAfterMs: retryAfter }, retryAfter };
    } catch (error) {
      if (controller.signal.aborted) return { ok: false, failure: { kind: 'timeout' } };
      return { ok: false, failure: error instanceof TypeError ? { kind: 'no-response' } : { kind: 'other' } };
    } finally {
      clearTimeout(timer);
      api.signal.removeEventListener('abort', onAbort);
    }
  };

  let bearer = await token(false);
  if (bearer !== null && typeof bearer !== 'string') return { error: bearer, meta };
  const retryAllowed = mayRetry(method, Object.keys(request.headers ?? {}).some((h) => h.toLowerCase() === 'idempotency-key'));
  let refreshed = false;
  let retries = 0;
  let honouredRetryAfter = false;
  // The spec's 30 s bounds the whole call: attempts, backoff waits and Retry-After together (ADR 0090).
  let deadline = Date.now() + REQUEST_TIMEOUT_MS;
  // Aborted by the caller (not by our timer): reported as a timeout (spec §8), never retried, no toast.
  const callerAborted = () => api.signal.aborted;

  for (;;) {
    const attempt = await send(bearer, Math.max(1, deadline - Date.now()));
    if (attempt.ok) return { data: attempt.data, meta: attempt.headers ? { ...meta, headers: attempt.headers } : meta };
    const failure = attempt.failure ?? { kind: 'other' };
    if (failure.kind === 'status' && failure.status === 401 && !request.skipAuth && !refreshed) {
      // Not a retry of the same request: one resend with a freshly issued token, then the auth error.
      refreshed = true;
      const fresh = await token(true);
      if (fresh !== null && typeof fresh !== 'string') return { error: fresh, meta };
      bearer = fresh;
      deadline = Date.now() + REQUEST_TIMEOUT_MS;
      continue;
    }
    const error = mapFailure(failure);
    if (callerAborted()) return { error: { ...error, retryable: false }, meta: { ...meta, errorToast: false } };
    const delay = retryAllowed ? nextRetryDelay(error, attempt.retryAfter ?? null, { retries, honouredRetryAfter, remainingMs: deadline - Date.now() }) : null;
    if (delay === null) return { error, meta };
    if (!error.retryable) honouredRetryAfter = true;
    else retries += 1;
    await sleep(delay, api.signal);
    if (callerAborted()) return { error: { ...error, retryable: false }, meta: { ...meta, errorToast: false } };
  }
};

/**
 * The base query, plus the slow-call notice: a call that would toast its failure and is still running
 * after SLOW_NOTICE_MS is announced (`apiCallSlow`), and its end too (`apiCallEnded`), so the toast
 * listener can tell the person it is still being tried (ADR 0090).
 */
export const baseQuery: BaseQueryFn<ApiRequest | string, unknown, ApiError, object, ApiMeta> = async (arg, api, extraOptions) => {
  const request: ApiRequest = typeof arg === 'string' ? { url: arg } : arg;
  if (request.noErrorToast === true) return runCall(arg, api, extraOptions);
  const event = { callId: nanoid(), endpoint: api.endpoint };
  const announced = { slow: false };
  const timer = setTimeout(() => {
    announced.slow = true;
    api.dispatch(apiCallSlow(event));
  }, SLOW_NOTICE_MS);
  try {
    return await runCall(arg, api, extraOptions);
  } finally {
    clearTimeout(timer);
    if (announced.slow) api.dispatch(apiCallEnded(event));
  }
};

import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { config } from '../config';
import {
  backoffDelay,
  mapFailure,
  MAX_RETRIES,
  mayRetry,
  REQUEST_TIMEOUT_MS,
  retryAfterMs,
  SIGN_IN_REQUIRED_TEXT,
  successText,
  CATEGORY_TITLES,
} from '../lib/apiErrors';
import type { ApiError, Failure, HttpMethod } from '../lib/apiErrors';
import { TokenError } from '../services/tokenPort';
import type { TokenAudience, TokenPort } from '../services/tokenPort';

/** One request, as plain data (query arguments stay serialisable). */
export interface ApiRequest {
  url: string;
  method?: HttpMethod;
  body?: unknown;
  headers?: Record<string, string>;
  /** Which service: the product API (default) or Microsoft Graph. Each gets its own token. */
  audience?: TokenAudience;
  /** Read the body as a data URL (photos) instead of JSON. */
  responseType?: 'json' | 'dataUrl';
  skipAuth?: boolean;
  noErrorToast?: boolean;
  /** true = the spec's text for the method; a string = that text. */
  successToast?: boolean | string;
}

/** Travels with the fulfilled/rejected action, so a listener can raise the toasts. */
export interface ApiMeta {
  method: HttpMethod;
  attempts: number;
  errorToast: boolean;
  successToast: string | null;
}

/** What the base query needs from `extra`. */
export interface BaseQueryExtra {
  tokens: TokenPort;
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

interface Attempt {
  ok: boolean;
  data?: unknown;
  failure?: Failure;
  retryAfter?: number | null;
}

/**
 * The only place HTTP happens: token ▸ timeout ▸ retry ▸ error mapping (spec §7–9).
 * - bearer token per request unless `skipAuth`; no active account → the spec's sign-in text;
 * - 30 s timeout (abort → timeout); 3 retries at 1 s, 2 s, 4 s for retryable failures of idempotent
 *   requests (or ones with an Idempotency-Key), honouring Retry-After;
 * - on 401, one forced token refresh and a single resend, then the auth error.
 */
export const baseQuery: BaseQueryFn<ApiRequest | string, unknown, ApiError, object, ApiMeta> = async (arg, api) => {
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
      return await extra.tokens.getToken(audience, { forceRefresh });
    } catch (error) {
      if (error instanceof TokenError && error.code === 'no_account') {
        return { category: 'auth', title: CATEGORY_TITLES.auth, message: SIGN_IN_REQUIRED_TEXT, status: null, retryable: false };
      }
      console.error('Token acquisition failed', error);
      return mapFailure({ kind: 'status', status: 401, body: null });
    }
  };

  const send = async (bearer: string | null): Promise<Attempt> => {
    meta.attempts += 1;
    const controller = new AbortController();
    const onAbort = () => controller.abort();
    api.signal.addEventListener('abort', onAbort);
    const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
    try {
      const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
      if (request.body !== undefined) headers['Content-Type'] = 'application/json';
      if (bearer) headers.Authorization = `Bearer ${bearer}`;
      const response = await fetch(resolveUrl(baseUrlFor(audience), request.url), {
        method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: controller.signal,
      });
      const body = await readBody(response, response.ok ? (request.responseType ?? 'json') : 'json');
      if (response.ok) return { ok: true, data: body };
      return { ok: false, failure: { kind: 'status', status: response.status, body }, retryAfter: retryAfterMs(response.headers.get('Retry-After'), Date.now()) };
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

  for (let retry = 0; ; retry += 1) {
    const attempt = await send(bearer);
    if (attempt.ok) return { data: attempt.data, meta };
    const failure = attempt.failure ?? { kind: 'other' };
    if (failure.kind === 'status' && failure.status === 401 && !request.skipAuth && !refreshed) {
      refreshed = true;
      const fresh = await token(true);
      if (fresh !== null && typeof fresh !== 'string') return { error: fresh, meta };
      bearer = fresh;
      retry -= 1; // the resend after a refresh is not one of the retries
      continue;
    }
    const error = mapFailure(failure);
    // Aborted by the caller (not by our timer): the abort is reported as a timeout (spec §8) but never retried.
    const callerAborted = () => api.signal.aborted;
    if (callerAborted()) return { error: { ...error, retryable: false }, meta: { ...meta, errorToast: false } };
    if (!error.retryable || !retryAllowed || retry >= MAX_RETRIES) return { error, meta };
    await sleep(Math.max(backoffDelay(retry + 1), attempt.retryAfter ?? 0), api.signal);
    if (callerAborted()) return { error: { ...error, retryable: false }, meta: { ...meta, errorToast: false } };
  }
};

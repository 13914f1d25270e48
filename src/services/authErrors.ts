/** Spec §8 texts for sign-in errors. */
export const POPUP_BLOCKED_TEXT =
  'Authentication popup was blocked. Please check your browser settings and allow popups for this site, or try refreshing the page to use redirect authentication.';
export const LOGIN_FAILED_TEXT = 'Login failed';
export const LOGOUT_FAILED_TEXT = 'Logout failed';
export const AUTH_SERVICE_UNAVAILABLE_TEXT = 'Authentication service not available';
export const SIGN_IN_WINDOW_CLOSED_TEXT = 'The sign-in window was closed before sign-in finished.';
export const SIGN_IN_CANCELLED_TEXT = 'Sign-in was cancelled.';

/** A failure as plain data: what goes into actions instead of an Error object. */
export interface AuthFailure {
  /** The library's error code (shown on a second, smaller line), never its message. */
  code: string;
  /** A plain sentence: one of the spec's texts, never a library URL or stack. */
  message: string;
}

function field(error: unknown, name: string): string | undefined {
  if (typeof error === 'object' && error !== null && name in error) {
    const value = (error as Record<string, unknown>)[name];
    return typeof value === 'string' ? value : undefined;
  }
  return undefined;
}

const INTERACTION_REQUIRED_CODES = ['interaction_required', 'consent_required', 'login_required', 'no_tokens_found', 'native_account_unavailable', 'refresh_token_expired', 'bad_token', 'ux_not_allowed', 'invalid_grant'];

/** MSAL's InteractionRequiredAuthError, recognised without importing MSAL. */
export function isInteractionRequired(error: unknown): boolean {
  return field(error, 'name') === 'InteractionRequiredAuthError' || isInteractionRequiredCode(field(error, 'errorCode'));
}

export function isInteractionRequiredCode(code: string | null | undefined): boolean {
  return INTERACTION_REQUIRED_CODES.includes(code ?? '');
}

/** MSAL codes meaning the identity provider could not be reached (network down, provider down, metadata missing). */
const UNREACHABLE_CODES = ['post_request_failed', 'get_request_failed', 'network_error', 'no_network_connectivity', 'endpoints_resolution_error', 'failed_to_parse_response', 'provider_unreachable'];
const CLOSED_CODES = ['timed_out', 'monitor_window_timeout', 'popup_bridge_timeout', 'popup_window_closed', 'user_cancelled'];
const SAFE_CODE = /^[a-z0-9_.-]{1,64}$/i;

/**
 * Maps what MSAL threw to a code and a plain sentence: the spec's texts where it has one, else the
 * fallback ('Login failed' / 'Logout failed'). The library's message is logged by the caller, never shown:
 * it holds documentation URLs, correlation ids and stacks.
 */
export function describeAuthError(error: unknown, fallback: string): AuthFailure {
  const raw = field(error, 'errorCode') ?? field(error, 'code') ?? 'unknown';
  const code = SAFE_CODE.test(raw) ? raw : 'unknown';
  if (code === 'popup_window_error' || code === 'empty_window_error') return { code, message: POPUP_BLOCKED_TEXT };
  if (code === 'access_denied') return { code, message: SIGN_IN_CANCELLED_TEXT };
  if (CLOSED_CODES.includes(code)) return { code, message: SIGN_IN_WINDOW_CLOSED_TEXT };
  if (code === 'provider_unreachable') return { code, message: PROVIDER_UNREACHABLE_LOGIN_TEXT };
  if (UNREACHABLE_CODES.includes(code)) return { code, message: AUTH_SERVICE_UNAVAILABLE_TEXT };
  return { code, message: fallback };
}

/** A sign-in whose identity provider (Entra ID or the local one) does not answer (issue #27 §10). */
export const PROVIDER_UNREACHABLE_LOGIN_TEXT =
  'The sign-in service could not be reached. Check your network connection and any proxy or firewall that may block it, then try again.';

/** Shown under the start-up failure texts when the local provider does not answer at all. */
export const unreachableProviderMessage = (origin: string) =>
  `The local identity provider at ${origin} could not be reached. \`npm start\` and \`npm run serve\` start it; is it running?`;

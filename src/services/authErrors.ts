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
  code: string;
  message: string;
}

function field(error: unknown, name: string): string | undefined {
  if (typeof error === 'object' && error !== null && name in error) {
    const value = (error as Record<string, unknown>)[name];
    return typeof value === 'string' ? value : undefined;
  }
  return undefined;
}

const INTERACTION_REQUIRED_CODES = ['interaction_required', 'consent_required', 'login_required', 'no_tokens_found', 'native_account_unavailable', 'refresh_token_expired', 'bad_token', 'ux_not_allowed'];

/** MSAL's InteractionRequiredAuthError, recognised without importing MSAL. */
export function isInteractionRequired(error: unknown): boolean {
  return field(error, 'name') === 'InteractionRequiredAuthError' || INTERACTION_REQUIRED_CODES.includes(field(error, 'errorCode') ?? '');
}

/** Maps what MSAL threw to the code and the text the login screen shows. */
export function describeAuthError(error: unknown, fallback: string): AuthFailure {
  const code = field(error, 'errorCode') ?? field(error, 'code') ?? 'unknown';
  if (code === 'popup_window_error' || code === 'empty_window_error') return { code, message: POPUP_BLOCKED_TEXT };
  if (code === 'access_denied' || code === 'user_cancelled') return { code, message: SIGN_IN_CANCELLED_TEXT };
  if (code === 'timed_out' || code === 'monitor_window_timeout' || code === 'popup_bridge_timeout') return { code, message: SIGN_IN_WINDOW_CLOSED_TEXT };
  const message = field(error, 'errorMessage') || field(error, 'message') || (typeof error === 'string' ? error : '');
  return { code, message: message.trim() === '' ? fallback : message };
}

/** Shown under the start-up failure texts when the local provider does not answer at all. */
export const unreachableProviderMessage = (origin: string) =>
  `The local identity provider at ${origin} could not be reached. \`npm start\` and \`npm run serve\` start it; is it running?`;

/** Texts and the error of an identity provider that does not answer (portal only: kept out of the public pages' bundle). */

/** The quiet banner of a tab that started while the identity provider did not answer (issue #27 §3). */
export const PROVIDER_UNAVAILABLE_TEXT = 'Sign-in is unavailable right now: the identity provider does not answer. You can keep working; signing in again waits until it is back.';

/** The start-up failure's cause when the provider does not answer and nobody is signed in in this tab. */
export const PROVIDER_UNREACHABLE_SIGN_IN_TEXT = 'The identity provider does not answer, so signing in is not possible right now. Refresh this page when it is back.';

/** The identity provider did not answer: start-up cannot make a client (nothing saved from an earlier start). */
export class ProviderUnreachableError extends Error {
  override name = 'ProviderUnreachableError';
}

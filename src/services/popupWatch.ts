import type { MsalClient } from './authPort';

/** How often an open MSAL popup is checked, and how long a closed one may still deliver its answer. */
export const POPUP_POLL_MS = 500;
export const POPUP_CLOSED_GRACE_MS = 1000;
/** Code of the error a watched call ends with when the person closed its popup. */
export const POPUP_CLOSED_CODE = 'popup_window_closed';

/** Thrown (as MSAL's errors are) with an `errorCode`, so describeAuthError maps it like MSAL's own. */
export class PopupEndedError extends Error {
  constructor(
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
    this.name = 'PopupEndedError';
  }
}

function popupOf(payload: unknown): Window | null {
  return typeof payload === 'object' && payload !== null && 'popupWindow' in payload ? (payload.popupWindow as Window) : null;
}

/**
 * Runs one MSAL popup call (login, token or logout) and ends it soon when it can no longer finish:
 * msal-browser 5 waits for the redirect bridge until its 60 s timeout even when the person closed the
 * popup, so the popup MSAL opened is polled and a closed one ends the call after a short grace (the bridge
 * answers just before it closes itself). `giveUp` (optional) ends the call early too, closing the popup:
 * used when the identity provider is known to be unreachable or too slow.
 */
export function withPopupWatch<T>(client: MsalClient, run: () => Promise<T>, giveUp?: Promise<never>): Promise<T> {
  let popup: Window | null = null;
  let poll: ReturnType<typeof setInterval> | undefined;
  let grace: ReturnType<typeof setTimeout> | undefined;
  const callbackId = client.addEventCallback((message) => {
    if (message.eventType === 'msal:popupOpened') popup = popupOf(message.payload);
  });
  const closed = new Promise<never>((_resolve, reject) => {
    poll = setInterval(() => {
      if (!popup?.closed || grace !== undefined) return;
      grace = setTimeout(() => reject(new PopupEndedError(POPUP_CLOSED_CODE, 'The popup window was closed.')), POPUP_CLOSED_GRACE_MS);
    }, POPUP_POLL_MS);
  });
  const stopped = giveUp?.catch((reason: unknown) => {
    if (popup && !popup.closed) popup.close();
    throw reason;
  });
  return Promise.race([run(), closed, ...(stopped ? [stopped] : [])]).finally(() => {
    clearInterval(poll);
    clearTimeout(grace);
    if (callbackId) client.removeEventCallback(callbackId);
  });
}

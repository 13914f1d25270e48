import { createAction, nanoid } from '@reduxjs/toolkit';
import type { UnknownAction } from '@reduxjs/toolkit';

/** Toast kinds. `loading` never expires. */
export type ToastType = 'success' | 'error' | 'warning' | 'info' | 'loading';

/** What any feature passes to raise a toast. Plain data only: the button's effect is a stored action. */
export interface ToastRequest {
  type: ToastType;
  title: string;
  message?: string;
  /** Milliseconds; defaults by type (spec §9). 0 = never expires. */
  duration?: number;
  action?: { label: string; action: UnknownAction };
}

/**
 * Contract between features and the toast state machine: raise a toast. The id and time are made
 * here (never in reducers) so a replayed log produces the same toast.
 */
export const toastRequested = createAction('toasts/requested', (request: ToastRequest) => ({
  payload: { ...request, id: nanoid(), createdAt: new Date().toISOString() },
}));

const at = (name: string) =>
  createAction(name, (id: string) => ({ payload: { id, at: new Date().toISOString() } }));

/** The pointer entered a toast: its countdown pauses. */
export const toastHovered = at('toasts/hovered');
/** The pointer left: the countdown resumes with the time that was left. */
export const toastLeft = at('toasts/left');
export const toastCloseClicked = createAction<{ id: string }>('toasts/closeClicked');
export const toastExpired = createAction<{ id: string }>('toasts/expired');
export const toastActionClicked = createAction<{ id: string }>('toasts/actionClicked');
/**
 * Whoever raised a toast takes one back (a loading toast when its work is over): the stack's counter
 * goes down by one, and the toast goes at zero.
 */
export const toastWithdrawn = createAction<{ type: ToastType; title: string }>('toasts/withdrawn');

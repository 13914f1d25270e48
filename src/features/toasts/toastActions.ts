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

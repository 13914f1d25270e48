import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import { toastRequested, toastHovered, toastLeft, toastCloseClicked, toastExpired, toastActionClicked, toastWithdrawn } from './events';
import type { ToastType } from './events';

/** Spec §9 toast limits. */
export const MAX_TOASTS = 5;
export const DEFAULT_DURATION_MS = 5000;
export const ERROR_DURATION_MS = 8000;
export const TOAST_WIDTH = 384;
export const TOAST_POSITIONS = ['top-right', 'top-left', 'bottom-right', 'bottom-left', 'top-center', 'bottom-center'] as const;
export type ToastPosition = (typeof TOAST_POSITIONS)[number];

/** The toast entity of spec §3, plus the countdown bookkeeping (plain numbers and ISO strings). */
export interface Toast {
  id: string;
  type: ToastType;
  title: string;
  message: string;
  /** 0 = never expires. */
  duration: number;
  createdAt: string;
  stackKey: string;
  stackCount: number;
  action?: { label: string; action: UnknownAction };
  /** Milliseconds left on the countdown when it last (re)started. */
  remaining: number;
  /** When the countdown last (re)started; null while paused. */
  runningSince: string | null;
}

export interface ToastsState {
  items: Toast[];
  position: ToastPosition;
}

export const initialToastsState: ToastsState = { items: [], position: 'top-right' };

export function defaultDuration(type: ToastType): number {
  if (type === 'loading') return 0;
  return type === 'error' ? ERROR_DURATION_MS : DEFAULT_DURATION_MS;
}

export const stackKeyOf = (type: ToastType, title: string) => `${type}:${title.trim()}`;

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState: initialToastsState,
  reducers: {
    toastPositionChosen(state, action: PayloadAction<ToastPosition>) {
      state.position = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(toastRequested, (state, { payload }) => {
        const title = payload.title.trim();
        if (title === '') return; // refused; the listener warns
        const duration = payload.duration ?? defaultDuration(payload.type);
        const stackKey = stackKeyOf(payload.type, title);
        const existing = state.items.find((t) => t.stackKey === stackKey);
        const others = state.items.filter((t) => t.stackKey !== stackKey);
        const toast: Toast = existing
          ? { ...existing, message: payload.message ?? '', duration, createdAt: payload.createdAt, stackCount: existing.stackCount + 1, remaining: duration, runningSince: payload.createdAt, ...(payload.action ? { action: payload.action } : {}) }
          : {
              id: payload.id,
              type: payload.type,
              title,
              message: payload.message ?? '',
              duration,
              createdAt: payload.createdAt,
              stackKey,
              stackCount: 1,
              remaining: duration,
              runningSince: payload.createdAt,
              ...(payload.action ? { action: payload.action } : {}),
            };
        state.items = [toast, ...others].slice(0, MAX_TOASTS);
      })
      .addCase(toastHovered, (state, { payload }) => {
        const toast = state.items.find((t) => t.id === payload.id);
        if (!toast || toast.runningSince === null) return;
        const elapsed = Date.parse(payload.at) - Date.parse(toast.runningSince);
        toast.remaining = Math.max(0, toast.remaining - Math.max(0, elapsed));
        toast.runningSince = null;
      })
      .addCase(toastLeft, (state, { payload }) => {
        const toast = state.items.find((t) => t.id === payload.id);
        if (!toast || toast.runningSince !== null) return;
        toast.runningSince = payload.at;
      })
      .addCase(toastCloseClicked, (state, { payload }) => {
        state.items = state.items.filter((t) => t.id !== payload.id);
      })
      .addCase(toastExpired, (state, { payload }) => {
        state.items = state.items.filter((t) => t.id !== payload.id);
      })
      .addCase(toastActionClicked, (state, { payload }) => {
        state.items = state.items.filter((t) => t.id !== payload.id);
      })
      .addCase(toastWithdrawn, (state, { payload }) => {
        const stackKey = stackKeyOf(payload.type, payload.title);
        const toast = state.items.find((t) => t.stackKey === stackKey);
        if (!toast) return;
        toast.stackCount -= 1;
        if (toast.stackCount <= 0) state.items = state.items.filter((t) => t.stackKey !== stackKey);
      });
  },
  selectors: {
    selectToasts: (state) => state.items,
    selectToastPosition: (state) => state.position,
    selectToastById: (state, id: string) => state.items.find((t) => t.id === id),
  },
});

export const { toastPositionChosen } = toastsSlice.actions;
export const { selectToasts, selectToastPosition, selectToastById } = toastsSlice.selectors;

import { createAction, createSlice } from '@reduxjs/toolkit';
import { modalRequested } from './modalActions';
import type { ModalRequest } from './modalActions';

export type ModalConfig = ModalRequest & { id: string };

export interface ModalsState {
  /** Oldest first; the last one is on top. */
  stack: ModalConfig[];
}

export const initialModalsState: ModalsState = { stack: [] };

/** Close one modal by id, or the newest when no id is given (spec §4). */
export const modalClosed = createAction('modals/closed', (id?: string) => ({ payload: { id } }));
export const allModalsClosed = createAction('modals/allClosed');
/** Views report what the person did; a listener dispatches the stored actions. */
export const modalConfirmClicked = createAction<{ id: string }>('modals/confirmClicked');
export const modalCancelClicked = createAction<{ id: string }>('modals/cancelClicked');
export const modalActionClicked = createAction<{ id: string; which: 'primary' | 'secondary' }>('modals/actionClicked');
/** Escape or a click on the overlay. */
export const modalDismissed = createAction<{ id: string; reason: 'escapeKeyDown' | 'backdropClick' }>('modals/dismissed');

export const modalsSlice = createSlice({
  name: 'modals',
  initialState: initialModalsState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(modalRequested, (state, { payload }) => {
        state.stack = [...state.stack.filter((m) => m.id !== payload.id), { size: 'md', ...payload }];
      })
      .addCase(modalClosed, (state, { payload }) => {
        state.stack = payload.id === undefined ? state.stack.slice(0, -1) : state.stack.filter((m) => m.id !== payload.id);
      })
      .addCase(allModalsClosed, (state) => {
        state.stack = [];
      })
      .addCase(modalDismissed, (state, { payload }) => {
        const modal = state.stack.find((m) => m.id === payload.id);
        if (!modal) return;
        if (payload.reason === 'backdropClick' && modal.closeOnOverlayClick === false) return;
        state.stack = state.stack.filter((m) => m.id !== payload.id);
      })
      .addCase(modalConfirmClicked, (state, { payload }) => {
        state.stack = state.stack.filter((m) => m.id !== payload.id);
      })
      .addCase(modalCancelClicked, (state, { payload }) => {
        state.stack = state.stack.filter((m) => m.id !== payload.id);
      });
  },
  selectors: {
    selectModalStack: (state) => state.stack,
  },
});

export const { selectModalStack } = modalsSlice.selectors;

import { createSlice } from '@reduxjs/toolkit';
import { modalRequested, modalClosed, allModalsClosed, modalConfirmClicked, modalCancelClicked, modalDismissed, modalsKept } from './events';
import type { ModalRequest } from './events';

export type ModalConfig = ModalRequest & { id: string };

export interface ModalsState {
  /** Oldest first; the last one is on top. */
  stack: ModalConfig[];
  /** Content keys of the modals kept in the document, built once and shown when opened (`modalsKept`). */
  kept: string[];
}

export const initialModalsState: ModalsState = { stack: [], kept: [] };

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
      .addCase(modalsKept, (state, { payload }) => {
        state.kept = payload.keys;
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
    selectKeptModals: (state) => state.kept,
  },
});

export const { selectModalStack, selectKeptModals } = modalsSlice.selectors;

import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { notificationsPanelToggled } from './events';

/** Width of the notifications panel from sm up (full width on phones); toasts keep clear of it. */
export const PANEL_WIDTH = 420;

export type NotificationFilter = 'all' | 'unread';

export interface NotificationsPanelState {
  open: boolean;
  filter: NotificationFilter;
}

export const initialNotificationsPanelState: NotificationsPanelState = { open: false, filter: 'all' };

export const CLEAR_ALL_CONFIRMATION = 'Are you sure you want to clear all notifications? This action cannot be undone.';

export const notificationsPanelSlice = createSlice({
  name: 'notificationsPanel',
  initialState: initialNotificationsPanelState,
  reducers: {
    notificationsPanelClosed(state) {
      state.open = false;
    },
    notificationFilterChosen(state, action: PayloadAction<NotificationFilter>) {
      state.filter = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(notificationsPanelToggled, (state) => {
      state.open = !state.open;
    });
  },
  selectors: {
    selectNotificationsPanel: (state) => state,
    /** Each alone, so the drawer renders on open and close and the panel's content only on a filter change (ADR 0141). */
    selectNotificationsPanelOpen: (state) => state.open,
    selectNotificationFilter: (state) => state.filter,
  },
});

export const { notificationsPanelClosed, notificationFilterChosen } = notificationsPanelSlice.actions;
export const { selectNotificationsPanel, selectNotificationsPanelOpen, selectNotificationFilter } = notificationsPanelSlice.selectors;

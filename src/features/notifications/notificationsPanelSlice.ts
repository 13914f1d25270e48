import { createAction, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { notificationsPanelToggled } from './panelActions';

/** Width of the notifications panel from sm up (full width on phones); toasts keep clear of it. */
export const PANEL_WIDTH = 420;

export type NotificationFilter = 'all' | 'unread';

export interface NotificationsPanelState {
  open: boolean;
  filter: NotificationFilter;
}

export const initialNotificationsPanelState: NotificationsPanelState = { open: false, filter: 'all' };

export const CLEAR_ALL_CONFIRMATION = 'Are you sure you want to clear all notifications? This action cannot be undone.';

/** Intents from the panel; listeners turn them into API calls (so a replay re-runs none of them). */
export const notificationClicked = createAction<{ id: string }>('notificationsPanel/notificationClicked');
export const markReadClicked = createAction<{ id: string }>('notificationsPanel/markReadClicked');
export const dismissClicked = createAction<{ id: string }>('notificationsPanel/dismissClicked');
export const markAllReadClicked = createAction('notificationsPanel/markAllReadClicked');
export const clearAllClicked = createAction('notificationsPanel/clearAllClicked');
export const clearAllConfirmed = createAction('notificationsPanel/clearAllConfirmed');
export const refreshClicked = createAction('notificationsPanel/refreshClicked');

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
  },
});

export const { notificationsPanelClosed, notificationFilterChosen } = notificationsPanelSlice.actions;
export const { selectNotificationsPanel } = notificationsPanelSlice.selectors;

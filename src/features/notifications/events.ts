import { createAction } from '@reduxjs/toolkit';
import type { Notification } from '../../shared/notifications/schemas';

/** The header bell was clicked: the notifications panel opens or closes. */
export const notificationsPanelToggled = createAction('notificationsPanel/toggled');

/** Intents from the panel; listeners turn them into API calls (so a replay re-runs none of them). */
export const notificationClicked = createAction<{ id: string }>('notificationsPanel/notificationClicked');
export const markReadClicked = createAction<{ id: string }>('notificationsPanel/markReadClicked');
export const dismissClicked = createAction<{ id: string }>('notificationsPanel/dismissClicked');
export const markAllReadClicked = createAction('notificationsPanel/markAllReadClicked');
export const clearAllClicked = createAction('notificationsPanel/clearAllClicked');
export const clearAllConfirmed = createAction('notificationsPanel/clearAllConfirmed');
export const refreshClicked = createAction('notificationsPanel/refreshClicked');

/** The service pushed a new notification over its event stream (a decision, a request to approve). */
export const notificationPushed = createAction<Notification>('notifications/pushed');
/** The service's event stream opened (`live`) or dropped: while it is down the list is polled (issue #25 §6). */
export const notificationStreamChanged = createAction<{ live: boolean }>('notifications/streamChanged');

import { createAction } from '@reduxjs/toolkit';

/** The header bell was clicked: the notifications panel opens or closes. */
export const notificationsPanelToggled = createAction('notificationsPanel/toggled');

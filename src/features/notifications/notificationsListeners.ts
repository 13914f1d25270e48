import type { AppStartListening } from '../../app/types';
import { modalRequested } from '../modals/events';
import { notificationsApi } from '../../api/notificationsApi';
import { CLEAR_ALL_CONFIRMATION } from './notificationsPanelSlice';
import { clearAllClicked, clearAllConfirmed, dismissClicked, markAllReadClicked, markReadClicked, notificationClicked, refreshClicked } from './events';

export function addNotificationsListeners(startAppListening: AppStartListening): void {
  const endpoints = notificationsApi.endpoints;
  startAppListening({
    predicate: (action) => notificationClicked.match(action) || markReadClicked.match(action),
    effect: (action, api) => {
      if (!notificationClicked.match(action) && !markReadClicked.match(action)) return;
      const list = endpoints.getNotifications.select()(api.getState()).data ?? [];
      const item = list.find((n) => n.notificationUID === action.payload.id);
      if (item && item.acknowledgedYN !== 'Y') void api.dispatch(endpoints.markNotificationRead.initiate(action.payload.id));
    },
  });
  startAppListening({
    actionCreator: dismissClicked,
    effect: (action, api) => {
      void api.dispatch(endpoints.dismissNotification.initiate(action.payload.id));
    },
  });
  startAppListening({
    actionCreator: markAllReadClicked,
    effect: (_action, api) => {
      void api.dispatch(endpoints.markAllNotificationsRead.initiate());
    },
  });
  startAppListening({
    actionCreator: clearAllClicked,
    effect: (_action, api) => {
      api.dispatch(
        modalRequested({
          id: 'clear-all-notifications',
          type: 'confirmation',
          title: 'Clear all notifications',
          message: CLEAR_ALL_CONFIRMATION,
          confirmText: 'Clear all',
          cancelText: 'Cancel',
          isDestructive: true,
          onConfirm: clearAllConfirmed(),
        }),
      );
    },
  });
  startAppListening({
    actionCreator: clearAllConfirmed,
    effect: (_action, api) => {
      void api.dispatch(endpoints.clearAllNotifications.initiate());
    },
  });
  startAppListening({
    actionCreator: refreshClicked,
    effect: (_action, api) => {
      void api.dispatch(endpoints.getNotifications.initiate(undefined, { forceRefetch: true, subscribe: false }));
    },
  });
}

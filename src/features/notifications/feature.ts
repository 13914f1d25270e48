import type { FeatureManifest } from '../../app/types';
import { addNotificationsListeners } from './notificationsListeners';
import { notificationsPanelSlice } from './notificationsPanelSlice';

/** The notifications panel; its list is RTK Query's (portal runtime). */
export const notificationsFeature: FeatureManifest<[typeof notificationsPanelSlice]> = {
  name: 'notifications',
  slices: [notificationsPanelSlice],
  listeners: addNotificationsListeners,
};

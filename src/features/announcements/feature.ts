import type { FeatureManifest } from '../../app/types';
import { addAnnouncementsListeners } from './announcementsListeners';
import { announcementsSlice } from './announcementsSlice';

/** Announcements: the editor's form, pin and take-down (portal runtime). */
export const announcementsFeature: FeatureManifest<[typeof announcementsSlice]> = {
  name: 'announcements',
  slices: [announcementsSlice],
  listeners: addAnnouncementsListeners,
};

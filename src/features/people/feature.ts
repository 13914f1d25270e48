import type { FeatureManifest } from '../../app/types';
import { addPeopleListeners } from './peopleListeners';
import { peopleSlice } from './peopleSlice';

/** The people pages: the team and the HR directory's filter (portal runtime). */
export const peopleFeature: FeatureManifest<[typeof peopleSlice]> = {
  name: 'people',
  slices: [peopleSlice],
  listeners: addPeopleListeners,
};

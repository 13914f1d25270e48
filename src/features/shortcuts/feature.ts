import type { FeatureManifest } from '../../app/types';
import { addShortcutListeners } from './shortcutsListeners';

/** Keyboard shortcuts (portal runtime): a listener only. */
export const shortcutsFeature: FeatureManifest = {
  name: 'shortcuts',
  listeners: addShortcutListeners,
};

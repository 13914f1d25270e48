import * as z from 'zod/mini';
import type { PreferenceFields } from '../../services/storagePort';
import type { SidebarState } from './sidebarSlice';

/** The persisted sidebar preference (spec §9): collapsed or not. Any other stored key is dropped. */
export const sidebarPreferenceFields: PreferenceFields<Pick<SidebarState, 'collapsed'>> = {
  collapsed: z.boolean(),
};

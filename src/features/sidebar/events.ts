import { createAction } from '@reduxjs/toolkit';

/**
 * A click on an item with children while collapsed: the listener expands (or, on a tablet's rail, opens the
 * drawer), then opens the sub-menu.
 */
export const collapsedParentClicked = createAction<{ id: string; inDrawer?: boolean }>('sidebar/collapsedParentClicked');

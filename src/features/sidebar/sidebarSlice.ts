import { createAction, createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

export interface SidebarState {
  collapsed: boolean;
  /** Items whose sub-menu is open. */
  expanded: string[];
  /** Optional filter on item labels. */
  filter: string;
}

export const initialSidebarState: SidebarState = { collapsed: false, expanded: [], filter: '' };

/** Delay between expanding a collapsed sidebar and opening the clicked item's sub-menu (spec §2). */
export const SUBMENU_OPEN_DELAY_MS = 100;

/** A click on an item with children while collapsed: the listener expands, then opens the sub-menu. */
export const collapsedParentClicked = createAction<{ id: string }>('sidebar/collapsedParentClicked');

export const sidebarSlice = createSlice({
  name: 'sidebar',
  initialState: initialSidebarState,
  reducers: {
    sidebarToggled(state) {
      state.collapsed = !state.collapsed;
    },
    sidebarExpanded(state) {
      state.collapsed = false;
    },
    subMenuToggled(state, action: PayloadAction<string>) {
      const id = action.payload;
      state.expanded = state.expanded.includes(id) ? state.expanded.filter((x) => x !== id) : [...state.expanded, id];
    },
    subMenuOpened(state, action: PayloadAction<string>) {
      if (!state.expanded.includes(action.payload)) state.expanded.push(action.payload);
    },
    sidebarFilterChanged(state, action: PayloadAction<string>) {
      state.filter = action.payload;
    },
  },
  selectors: {
    selectSidebar: (state) => state,
  },
});

export const { sidebarToggled, sidebarExpanded, subMenuToggled, subMenuOpened, sidebarFilterChanged } = sidebarSlice.actions;
export const { selectSidebar } = sidebarSlice.selectors;

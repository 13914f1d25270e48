import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { historyPopped, navigated } from '../router/routerSlice';

export interface SidebarState {
  collapsed: boolean;
  /** Items whose sub-menu is open. */
  expanded: string[];
  /** Optional filter on item labels. */
  filter: string;
  /**
   * The temporary navigation drawer (phones, and tablets that expand their rail) is open. Not persisted:
   * a navigation closes it.
   */
  drawerOpen: boolean;
}

export const initialSidebarState: SidebarState = { collapsed: false, expanded: [], filter: '', drawerOpen: false };

/** Delay between expanding a collapsed sidebar and opening the clicked item's sub-menu (spec §2). */
export const SUBMENU_OPEN_DELAY_MS = 100;

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
    /** The header's menu button (phones) or the rail's expand button (tablets); the drawer's backdrop or Escape closes it. */
    navDrawerToggled(state, action: PayloadAction<boolean | undefined>) {
      state.drawerOpen = action.payload ?? !state.drawerOpen;
    },
  },
  extraReducers: (builder) => {
    const close = (state: SidebarState) => {
      state.drawerOpen = false;
    };
    builder.addCase(navigated, close).addCase(historyPopped, close);
  },
  selectors: {
    selectSidebar: (state) => state,
  },
});

export const { sidebarToggled, sidebarExpanded, subMenuToggled, subMenuOpened, sidebarFilterChanged, navDrawerToggled } = sidebarSlice.actions;
export const { selectSidebar } = sidebarSlice.selectors;

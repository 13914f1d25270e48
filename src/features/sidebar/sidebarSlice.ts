import { createSlice } from '@reduxjs/toolkit';

export interface SidebarState {
  collapsed: boolean;
}

export const initialSidebarState: SidebarState = { collapsed: false };

export const sidebarSlice = createSlice({
  name: 'sidebar',
  initialState: initialSidebarState,
  reducers: {
    sidebarToggled(state) {
      state.collapsed = !state.collapsed;
    },
  },
  selectors: {
    selectSidebarCollapsed: (state) => state.collapsed,
  },
});

export const { sidebarToggled } = sidebarSlice.actions;
export const { selectSidebarCollapsed } = sidebarSlice.selectors;

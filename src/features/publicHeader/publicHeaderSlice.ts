import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { navigated } from '../router/routerSlice';

/** Spec §2/§9: the public header hides when scrolled down past 100 px and shows again on scrolling up. */
export const HEADER_HIDE_AFTER_PX = 100;

export interface PublicHeaderState {
  scrollY: number;
  hidden: boolean;
  mobileMenuOpen: boolean;
  /** Which desktop menu is open (by label), if any. */
  openMenu: string | null;
}

export const initialPublicHeaderState: PublicHeaderState = { scrollY: 0, hidden: false, mobileMenuOpen: false, openMenu: null };

export const publicHeaderSlice = createSlice({
  name: 'publicHeader',
  initialState: initialPublicHeaderState,
  reducers: {
    pageScrolled(state, action: PayloadAction<{ y: number }>) {
      const { y } = action.payload;
      if (y <= HEADER_HIDE_AFTER_PX) state.hidden = false;
      else if (y > state.scrollY) state.hidden = true;
      else if (y < state.scrollY) state.hidden = false;
      state.scrollY = y;
    },
    mobileMenuToggled(state, action: PayloadAction<boolean | undefined>) {
      state.mobileMenuOpen = action.payload ?? !state.mobileMenuOpen;
    },
    publicMenuOpened(state, action: PayloadAction<string>) {
      state.openMenu = action.payload;
    },
    publicMenuClosed(state) {
      state.openMenu = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(navigated, (state) => {
      state.mobileMenuOpen = false;
      state.openMenu = null;
    });
  },
  selectors: {
    selectPublicHeader: (state) => state,
  },
});

export const { pageScrolled, mobileMenuToggled, publicMenuOpened, publicMenuClosed } = publicHeaderSlice.actions;
export const { selectPublicHeader } = publicHeaderSlice.selectors;

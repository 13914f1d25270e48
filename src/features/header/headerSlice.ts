import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import { customColorSaved, colorSchemeChosen } from '../theme/themeSlice';
import { asHeaderMenu, headerMenusClosed } from './events';
import { popupTriggerUnder } from '../../ui/popupTrigger';

/** Which header menu is open: opening one closes the other (spec §2). */
export type HeaderMenu = 'profile' | 'theme' | null;

export interface HeaderState {
  openMenu: HeaderMenu;
  customPickerOpen: boolean;
  shortcutsOpen: boolean;
}

const initialHeaderState: HeaderState = { openMenu: null, customPickerOpen: false, shortcutsOpen: false };

const closeAll = (state: HeaderState) => {
  state.openMenu = null;
  state.customPickerOpen = false;
};

export const headerSlice = createSlice({
  name: 'header',
  initialState: initialHeaderState,
  reducers: {
    headerMenuToggled(state, action: PayloadAction<Exclude<HeaderMenu, null>>) {
      state.openMenu = state.openMenu === action.payload ? null : action.payload;
      state.customPickerOpen = false;
    },
    /** Custom Color in the theme menu: the menu gives way to the picker (one popup at a time). */
    customPickerOpened(state) {
      state.openMenu = null;
      state.customPickerOpen = true;
    },
    shortcutsToggled(state, action: PayloadAction<boolean | undefined>) {
      state.shortcutsOpen = action.payload ?? !state.shortcutsOpen;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(headerMenusClosed, closeAll).addCase(customColorSaved, closeAll).addCase(colorSchemeChosen, closeAll);
  },
  selectors: {
    selectHeader: (state) => state,
  },
});

export const { headerMenuToggled, customPickerOpened, shortcutsToggled } = headerSlice.actions;

/**
 * A header popup's onClose: closes every popup, and when the click that closed it landed on the other header
 * menu's button (behind the backdrop), focuses that button and opens its menu, so switching takes one click.
 */
export function closeHeaderPopup(dispatch: (action: UnknownAction) => unknown, event: unknown, reason: string, current: HeaderMenu): void {
  const trigger = reason === 'backdropClick' ? popupTriggerUnder(event) : null;
  const other = asHeaderMenu(trigger?.name ?? null);
  dispatch(headerMenusClosed());
  if (trigger && other && other !== current) {
    trigger.element.focus();
    dispatch(headerMenuToggled(other));
  }
}
export const { selectHeader } = headerSlice.selectors;

import { createSlice } from '@reduxjs/toolkit';
import type { UnknownAction } from '@reduxjs/toolkit';

export interface ProfileState {
  /** The sensitive part of the profile, shown once the secure PIN gate let it through (until sign-out). */
  detailsRevealed: boolean;
}

export const initialProfileState: ProfileState = { detailsRevealed: false };

export const profileSlice = createSlice({
  name: 'profile',
  initialState: initialProfileState,
  reducers: {
    profileDetailsRevealed(state) {
      state.detailsRevealed = true;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(
      (action: UnknownAction) => action.type === 'auth/signOutSucceeded' || action.type === 'auth/signOutFailed',
      () => initialProfileState,
    );
  },
  selectors: {
    selectProfileDetailsRevealed: (state) => state.detailsRevealed,
  },
});

export const { profileDetailsRevealed } = profileSlice.actions;
export const { selectProfileDetailsRevealed } = profileSlice.selectors;

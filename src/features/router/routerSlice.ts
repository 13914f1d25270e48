import { createSlice, nanoid } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { createPath, parsePath } from 'react-router-dom';
import type { StoreLocation } from '../../services/historyPort';
import { searchResultChosen } from './events';

export type { StoreLocation };

export type NavigationAction = 'POP' | 'PUSH' | 'REPLACE';

export interface RouterState {
  location: StoreLocation;
  action: NavigationAction;
}

export function locationFromPath(path: string, key = 'default'): StoreLocation {
  // react-router's helpers; the round trip through createPath drops an empty '?' or '#'.
  const { pathname = '', search = '', hash = '' } = parsePath(createPath(parsePath(path)));
  return { pathname: pathname.startsWith('/') ? pathname : `/${pathname}`, search, hash, key };
}

export const initialRouterState: RouterState = {
  location: locationFromPath('/'),
  action: 'POP',
};

export interface NavigatedPayload {
  location: StoreLocation;
  replace: boolean;
}

export const routerSlice = createSlice({
  name: 'router',
  initialState: initialRouterState,
  reducers: {
    /** Someone asked to go somewhere (a link, a redirect, a shortcut). A listener mirrors it into window.history. */
    navigated: {
      reducer(state, action: PayloadAction<NavigatedPayload>) {
        state.location = action.payload.location;
        state.action = action.payload.replace ? 'REPLACE' : 'PUSH';
      },
      prepare(to: string, options: { replace?: boolean } = {}) {
        return { payload: { location: locationFromPath(to, nanoid(8)), replace: options.replace === true } };
      },
    },
    /** The browser moved through its history (back/forward buttons, or a step we asked for). */
    historyPopped(state, action: PayloadAction<StoreLocation>) {
      state.location = action.payload;
      state.action = 'POP';
    },
  },
  extraReducers: (builder) => {
    // A navigation another feature's event stands for (router/events.ts); the same listener applies it.
    builder.addCase(searchResultChosen, (state, action) => {
      state.location = locationFromPath(action.payload.path, action.payload.key);
      state.action = 'PUSH';
    });
  },
  selectors: {
    selectLocation: (state) => state.location,
    selectPathname: (state) => state.location.pathname,
    selectHash: (state) => state.location.hash,
    selectNavigationAction: (state) => state.action,
    selectCurrentPath: (state) => createPath(state.location),
  },
});

export const { navigated, historyPopped } = routerSlice.actions;

export const { selectLocation, selectPathname, selectHash, selectNavigationAction, selectCurrentPath } = routerSlice.selectors;

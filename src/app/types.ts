import type { TypedStartListening } from '@reduxjs/toolkit';
import type { rootReducer } from './rootReducer';
import type { createAppStore } from './appStore';
import type { PortalState } from './portalRuntime';
import type { Services } from '../services/services';

/** The state public pages can count on: the portal's slices are there only once its runtime is in (ADR 0109). */
export type CoreState = ReturnType<typeof rootReducer>;
/** The whole state: what portal code sees (it runs only after the portal runtime was injected). */
export type RootState = CoreState & PortalState;
export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppStartListening = TypedStartListening<RootState, AppDispatch, Services>;
export type { Services };

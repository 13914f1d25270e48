import type { TypedStartListening } from '@reduxjs/toolkit';
import type { rootReducer } from './rootReducer';
import type { makeStore } from './store';
import type { Services } from '../services/services';

export type RootState = ReturnType<typeof rootReducer>;
export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppStartListening = TypedStartListening<RootState, AppDispatch, Services>;
export type { Services };

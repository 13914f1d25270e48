import type { AppStartListening } from '../../app/types';
import { navigated } from '../router/routerSlice';
import { searchResultChosen } from './searchSlice';

export function addSearchListeners(startAppListening: AppStartListening): void {
  startAppListening({
    actionCreator: searchResultChosen,
    effect: (action, api) => {
      api.dispatch(navigated(action.payload.path));
    },
  });
}

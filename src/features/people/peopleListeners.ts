import type { AppStartListening } from '../../app/types';
import { directorySearchApplied, directorySearchChanged } from './peopleSlice';

/** How long typing must pause before the directory asks the API (one request per word, not per key). */
export const SEARCH_PAUSE_MS = 300;

export function addPeopleListeners(startAppListening: AppStartListening): void {
  startAppListening({
    actionCreator: directorySearchChanged,
    effect: async (action, api) => {
      // A newer keystroke cancels this one's wait: only the last text is searched for.
      api.cancelActiveListeners();
      await api.delay(SEARCH_PAUSE_MS);
      // Cleared meanwhile (the Clear button): the old text is not searched for after all.
      if (api.getState().people.search === action.payload) api.dispatch(directorySearchApplied(action.payload));
    },
  });
}

import { createContext, useContext } from 'react';

/**
 * True inside the QA replay viewer. Views then read RTK Query's cache without subscribing, so they start
 * no fetches. (Not store state: the replayed store must stay identical to the recorded one.)
 */
export const ReplayModeContext = createContext(false);

export const useReplayMode = () => useContext(ReplayModeContext);

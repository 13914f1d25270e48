import { createAction, nanoid } from '@reduxjs/toolkit';

/**
 * Events of other features that are navigations. They live here, not in the features that raise them, so
 * the router handles them without importing those features (the features import the router instead).
 * Each carries the new location's history key, made when the event is created, so reducers stay pure
 * and a replayed log lands on the recorded location.
 */

/** A search result was chosen: the router goes to its path (and scrolls to its anchor); the search closes and clears itself. */
export const searchResultChosen = createAction('search/resultChosen', (path: string) => ({ payload: { path, key: nanoid(8) } }));

/** A request to step through the browser history (like the back button); the result comes back as historyPopped. */
export const historyStepRequested = createAction<number>('router/historyStepRequested');

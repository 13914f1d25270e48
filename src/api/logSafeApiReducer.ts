import { apiSlice } from './apiSlice';

/**
 * RTK Query's reducer, except that a logged "middleware registered" counts as registered. The action
 * carries an id made when the recording page loaded; RTK Query would mark a different id as a
 * 'conflict' (two apis on one reducer path), and this app has a single api slice.
 */
export const logSafeApiReducer: typeof apiSlice.reducer = (state, action) => {
  const next = apiSlice.reducer(state, action);
  return next.config.middlewareRegistered === 'conflict' ? { ...next, config: { ...next.config, middlewareRegistered: true } } : next;
};

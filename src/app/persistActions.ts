/**
 * redux-persist's action types, spelled out so the entry chunk (which never loads redux-persist, ADR 0109)
 * can tell the serializable check and the QA recorder about them. `persistActions.test.ts` keeps them equal
 * to redux-persist's own constants.
 */
export const PERSIST_ACTION_TYPES = ['persist/FLUSH', 'persist/REHYDRATE', 'persist/PAUSE', 'persist/PERSIST', 'persist/PURGE', 'persist/REGISTER'] as const;

import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import { PERSIST_ACTION_TYPES } from './persistActions';

it("spells redux-persist's action types as redux-persist does", () => {
  expect([...PERSIST_ACTION_TYPES].sort()).toEqual([FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER].sort());
});

interface Undoable {
  undo: () => void;
}

/** What `onQueryStarted` gets that an optimistic update needs. */
export interface QueryLifecycle {
  dispatch: (action: unknown) => unknown;
  queryFulfilled: Promise<unknown>;
}

/** Applies a cache change (an `updateQueryData` thunk) at once and undoes it if the call fails. */
export async function optimistically(api: QueryLifecycle, patch: unknown): Promise<void> {
  const result = api.dispatch(patch) as Undoable;
  try {
    await api.queryFulfilled;
  } catch {
    result.undo();
  }
}

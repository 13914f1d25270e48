import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { ApprovalItem } from '../../lib/work/schemas';
import { historyPopped, navigated } from '../router/routerSlice';
import { searchResultChosen } from '../router/events';

export const DENY_MODAL_ID = 'approval-deny';

/**
 * A decision made on this page, kept on its row until the person leaves the page (issue #27 §1): the row
 * stays where it was, so a second click of a double click lands on the same row, never on the next one.
 * `position` is the row's place when it was clicked: a refreshed queue without the item shows it there again.
 */
export interface DecisionMark {
  item: ApprovalItem;
  decision: 'approve' | 'deny';
  status: 'pending' | 'done' | 'conflict';
  position: number;
  /** Why the server refused it (`conflict`): someone else decided first, or it was cancelled. */
  message?: string;
}

export interface ApprovalsState {
  /** The item being denied (or returned) and the reason typed so far. */
  denying: ApprovalItem | null;
  reason: string;
  reasonError: string | null;
  /** The denied row's place in the list. */
  denyingPosition: number;
  /** Decisions made on the page, by item id. */
  decisions: Record<string, DecisionMark>;
}

export const initialApprovalsState: ApprovalsState = { denying: null, reason: '', reasonError: null, denyingPosition: 0, decisions: {} };

export const approvalsSlice = createSlice({
  name: 'approvals',
  initialState: initialApprovalsState,
  reducers: {
    /** Approve on a row; `position` is the row's place in the list. A row with a decision already ignores it. */
    approveClicked: {
      reducer: (state, action: PayloadAction<{ item: ApprovalItem; position: number }>) => {
        const { item, position } = action.payload;
        state.decisions[item.id] ??= { item, decision: 'approve', status: 'pending', position };
      },
      prepare: (item: ApprovalItem, position?: number) => ({ payload: { item, position: position ?? 0 } }),
    },
    /** Deny (time off) or Return (timecard): a listener opens the reason modal. */
    denyClicked: {
      reducer: (state, action: PayloadAction<{ item: ApprovalItem; position: number }>) => {
        if (state.decisions[action.payload.item.id]) return;
        state.denying = action.payload.item;
        state.denyingPosition = action.payload.position;
        state.reason = '';
        state.reasonError = null;
      },
      prepare: (item: ApprovalItem, position?: number) => ({ payload: { item, position: position ?? 0 } }),
    },
    reasonChanged: (state, action: PayloadAction<string>) => {
      state.reason = action.payload;
      state.reasonError = null;
    },
    denySubmitClicked: () => undefined,
    reasonChecked: (state, action: PayloadAction<string | null>) => {
      state.reasonError = action.payload;
    },
    /** The reason was accepted: the deny is sent, and its row shows it. */
    denyFinished: (state) => {
      const item = state.denying;
      if (item) state.decisions[item.id] ??= { item, decision: 'deny', status: 'pending', position: state.denyingPosition };
      state.denying = null;
    },
    /** The server answered a decision: done, refused because the item changed meanwhile (`conflict`), or failed (the row's buttons come back). */
    decisionAnswered: (state, action: PayloadAction<{ id: string; outcome: 'done' | 'conflict' | 'failed'; message?: string }>) => {
      const { id, outcome, message } = action.payload;
      const mark = state.decisions[id];
      if (!mark) return;
      if (outcome === 'failed') state.decisions = Object.fromEntries(Object.entries(state.decisions).filter(([key]) => key !== id));
      else {
        mark.status = outcome;
        if (message !== undefined) mark.message = message;
      }
    },
  },
  extraReducers: (builder) => {
    // Leaving the page (or arriving again) starts from the server's queue alone.
    builder.addMatcher(isAnyOf(navigated, historyPopped, searchResultChosen), (state) => {
      state.decisions = {};
    });
  },
  selectors: {
    selectApprovals: (state) => state,
  },
});

export const { approveClicked, denyClicked, reasonChanged, denySubmitClicked, reasonChecked, denyFinished, decisionAnswered } = approvalsSlice.actions;
export const { selectApprovals } = approvalsSlice.selectors;

export interface ApprovalRow {
  item: ApprovalItem;
  mark: DecisionMark | undefined;
}

/**
 * The rows the page shows: the server's queue, each with its decision, and the decided items the server no
 * longer lists put back at the place they had, so no row moves under the pointer.
 */
export function approvalRows(queue: readonly ApprovalItem[], decisions: Record<string, DecisionMark>): ApprovalRow[] {
  const listed = new Set(queue.map((item) => item.id));
  const rows: ApprovalRow[] = queue.map((item) => ({ item, mark: decisions[item.id] }));
  const gone = Object.values(decisions)
    .filter((mark) => !listed.has(mark.item.id))
    .sort((a, b) => a.position - b.position);
  for (const mark of gone) rows.splice(Math.min(mark.position, rows.length), 0, { item: mark.item, mark });
  return rows;
}

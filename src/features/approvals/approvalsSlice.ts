import { createSelector, createSlice, isAnyOf, nanoid } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { ApprovalItem } from '../../shared/work/schemas';
import { historyPopped, navigated } from '../router/routerSlice';
import { searchResultChosen } from '../router/events';
import type { ModalRequest } from '../modals/events';
import type { PlacedItem } from './events';

export const DENY_MODAL_ID = 'approval-deny';
export const BULK_MODAL_ID = 'approval-bulk';
export const HISTORY_MODAL_ID = 'approval-history';

/** How long a decision is held on the page, undoable, before it is sent (ADR 0128). */
export const UNDO_WINDOW_MS = 5000;

/**
 * A decision made on this page, kept on its row until the person leaves the page (issue #27 §1): the row
 * stays where it was, so a second click of a double click lands on the same row, never on the next one.
 * `position` is the row's place when it was clicked: a refreshed queue without the item shows it there again.
 * A decision is first `held` for UNDO_WINDOW_MS (ADR 0128): nothing has reached the server, and Undo takes
 * it back; then it is sent (`pending`) and answered (`done` or `conflict`).
 */
export interface DecisionMark {
  item: ApprovalItem;
  decision: 'approve' | 'deny';
  status: 'held' | 'pending' | 'done' | 'conflict';
  position: number;
  /** The act it belongs to (one click, or one bulk approve): Undo takes the whole act back. */
  batch: string;
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
  /** Items ticked for a bulk approve: a lookup by id (each row asks for its own id, ADR 0136). */
  selected: Record<string, true>;
}

export const initialApprovalsState: ApprovalsState = { denying: null, reason: '', reasonError: null, denyingPosition: 0, decisions: {}, selected: {} };


const withBatch = <T extends object>(payload: T) => ({ payload: { ...payload, batch: nanoid() } });

export const approvalsSlice = createSlice({
  name: 'approvals',
  initialState: initialApprovalsState,
  reducers: {
    /** Approve on a row; `position` is the row's place in the list. A row with a decision already ignores it. */
    approveClicked: {
      reducer: (state, action: PayloadAction<{ item: ApprovalItem; position: number; batch: string }>) => {
        const { item, position, batch } = action.payload;
        state.decisions[item.id] ??= { item, decision: 'approve', status: 'held', position, batch };
        Reflect.deleteProperty(state.selected, item.id);
      },
      prepare: (item: ApprovalItem, position?: number) => withBatch({ item, position: position ?? 0 }),
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
    /** The reason was accepted: the deny is held on its row, then sent. */
    denyFinished: {
      reducer: (state, action: PayloadAction<{ batch: string }>) => {
        const item = state.denying;
        if (item) {
          state.decisions[item.id] ??= { item, decision: 'deny', status: 'held', position: state.denyingPosition, batch: action.payload.batch };
          Reflect.deleteProperty(state.selected, item.id);
        }
        state.denying = null;
      },
      prepare: () => withBatch({}),
    },
    /** A checkbox of a row: ticked items are approved together. */
    selectionToggled: (state, action: PayloadAction<string>) => {
      const id = action.payload;
      if (state.decisions[id]) return;
      if (state.selected[id]) Reflect.deleteProperty(state.selected, id);
      else state.selected[id] = true;
    },
    /** "Select all loaded": ticks every loaded row still undecided (the ids the page passes: rows of pages not loaded are not ticked). */
    allSelected: (state, action: PayloadAction<readonly string[]>) => {
      for (const id of action.payload) if (!state.decisions[id]) state.selected[id] = true;
    },
    /** "Clear selection": nothing ticked. */
    selectionCleared: (state) => {
      if (Object.keys(state.selected).length > 0) state.selected = {};
    },
    /** The confirmation was accepted: every ticked item still undecided is held as one act, then sent. */
    bulkApproveConfirmed: {
      reducer: (state, action: PayloadAction<{ items: PlacedItem[]; batch: string }>) => {
        const { items, batch } = action.payload;
        for (const { item, position } of items) state.decisions[item.id] ??= { item, decision: 'approve', status: 'held', position, batch };
        state.selected = {};
      },
      prepare: (items: PlacedItem[]) => withBatch({ items }),
    },
    /** Undo (on the toast or on a row): the act's decisions still held are taken back; nothing was sent. */
    undoClicked: (state, action: PayloadAction<string>) => {
      state.decisions = Object.fromEntries(Object.entries(state.decisions).filter(([, mark]) => !(mark.batch === action.payload && mark.status === 'held')));
    },
    /** The page is being left (pagehide): held decisions are sent now, not after their window. */
    decisionsFlushed: () => undefined,
    /** The act's window closed (or the page is left): its decisions go to the server. */
    batchSent: (state, action: PayloadAction<string>) => {
      for (const mark of Object.values(state.decisions)) if (mark.batch === action.payload && mark.status === 'held') mark.status = 'pending';
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
    // Leaving the page (or arriving again) starts from the server's queue alone; held decisions were sent.
    // Emptied only when there is something to empty: the same (empty) objects keep the page's memoised rows for an
    // unchanged queue, so coming back to the page derives nothing (ADR 0156).
    builder.addMatcher(isAnyOf(navigated, historyPopped, searchResultChosen), (state) => {
      if (Object.keys(state.decisions).length > 0) state.decisions = {};
      if (Object.keys(state.selected).length > 0) state.selected = {};
    });
  },
  selectors: {
    selectApprovals: (state) => state,
  },
});

export const {
  approveClicked,
  denyClicked,
  reasonChanged,
  denySubmitClicked,
  reasonChecked,
  denyFinished,
  selectionToggled,
  allSelected,
  selectionCleared,
  bulkApproveConfirmed,
  undoClicked,
  decisionsFlushed,
  batchSent,
  decisionAnswered,
} = approvalsSlice.actions;
export const { selectApprovals } = approvalsSlice.selectors;

/**
 * The reason dialog of a Deny (time off) or a Return (a week) for `name`'s item: what Deny/Return opens, and what
 * the page registers for the warm-up to render once, hidden, before any click (ADR 0137).
 */
export function reasonModalRequest(timeOff: boolean, name: string): ModalRequest & { id: string } {
  return {
    id: DENY_MODAL_ID,
    type: 'custom',
    title: timeOff ? 'Deny time off' : 'Return timecard',
    subtitle: timeOff ? `${name} is told why.` : `${name} is told why and can correct the week.`,
    content: { key: DENY_MODAL_ID },
    closeOnOverlayClick: false,
    primaryAction: { label: timeOff ? 'Deny' : 'Return', onClick: denySubmitClicked(), variant: 'danger' },
    secondaryAction: { label: 'Cancel' },
  };
}

/** Actions that mean the page is being left: held decisions are sent at once, never lost. */
export const leavesPage = isAnyOf(navigated, historyPopped, searchResultChosen, decisionsFlushed);

export interface ApprovalRow {
  item: ApprovalItem;
  mark: DecisionMark | undefined;
}

/**
 * The rows the page shows: the server's queue, each with its decision, and the decided items the server no
 * longer lists put back at the place they had, so no row moves under the pointer.
 */
export function approvalRows(queue: readonly ApprovalItem[], decisions: Record<string, DecisionMark>): ApprovalRow[] {
  const marks = Object.values(decisions);
  if (marks.length === 0) return queue.map((item) => ({ item, mark: undefined }));
  const listed = new Set(queue.map((item) => item.id));
  const rows: ApprovalRow[] = queue.map((item) => ({ item, mark: decisions[item.id] }));
  const gone = marks
    .filter((mark) => !listed.has(mark.item.id))
    .sort((a, b) => a.position - b.position);
  for (const mark of gone) rows.splice(Math.min(mark.position, rows.length), 0, { item: mark.item, mark });
  return rows;
}


/**
 * The bulk bar's choice: the ticked rows still undecided with their places (the bulk approve's items: ticked on
 * any loaded page), and the ids of the rows still undecided ("Select all loaded").
 */
interface BulkChoice {
  chosen: PlacedItem[];
  open: string[];
}

/** The ticked and the undecided rows of `rows`, given the page's selection. */
function bulkChoice(rows: readonly ApprovalRow[], selected: Record<string, true>): BulkChoice {
  const chosen: PlacedItem[] = [];
  const open: string[] = [];
  const any = Object.keys(selected).length > 0;
  rows.forEach((row, position) => {
    if (row.mark) return;
    open.push(row.item.id);
    if (any && selected[row.item.id]) chosen.push({ item: row.item, position });
  });
  return { chosen, open };
}

interface ApprovalsRootState {
  approvals: ApprovalsState;
}

const NO_ITEMS: readonly ApprovalItem[] = [];

/**
 * The page's rows for `queue` (RTK Query's cached list, passed by the view), memoised on the queue and the
 * decisions: one derivation when either changes, none on a scroll (ADR 0136) or a tick, so a tick renders no list.
 */
export const selectApprovalRows = createSelector(
  [(_state: ApprovalsRootState, queue: readonly ApprovalItem[] | undefined) => queue ?? NO_ITEMS, (state: ApprovalsRootState) => state.approvals.decisions],
  approvalRows,
);

/** The bulk bar's choice for `queue`: derived again when its rows or the ticks change. */
export const selectBulkChoice = createSelector([selectApprovalRows, (state: ApprovalsRootState) => state.approvals.selected], bulkChoice);

/** The ticked items, by id (each row reads its own). */
export const selectSelected = (state: ApprovalsRootState) => state.approvals.selected;

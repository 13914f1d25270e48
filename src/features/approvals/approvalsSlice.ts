import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { ApprovalItem } from '../../lib/work/schemas';

export const DENY_MODAL_ID = 'approval-deny';

export interface ApprovalsState {
  /** The item being denied (or returned) and the reason typed so far. */
  denying: ApprovalItem | null;
  reason: string;
  reasonError: string | null;
}

export const initialApprovalsState: ApprovalsState = { denying: null, reason: '', reasonError: null };

export const approvalsSlice = createSlice({
  name: 'approvals',
  initialState: initialApprovalsState,
  reducers: {
    approveClicked: { reducer: () => undefined, prepare: (item: ApprovalItem) => ({ payload: item }) },
    /** Deny (time off) or Return (timecard): a listener opens the reason modal. */
    denyClicked: (state, action: PayloadAction<ApprovalItem>) => {
      state.denying = action.payload;
      state.reason = '';
      state.reasonError = null;
    },
    reasonChanged: (state, action: PayloadAction<string>) => {
      state.reason = action.payload;
      state.reasonError = null;
    },
    denySubmitClicked: () => undefined,
    reasonChecked: (state, action: PayloadAction<string | null>) => {
      state.reasonError = action.payload;
    },
    denyFinished: (state) => {
      state.denying = null;
    },
  },
  selectors: {
    selectApprovals: (state) => state,
  },
});

export const { approveClicked, denyClicked, reasonChanged, denySubmitClicked, reasonChecked, denyFinished } = approvalsSlice.actions;
export const { selectApprovals } = approvalsSlice.selectors;

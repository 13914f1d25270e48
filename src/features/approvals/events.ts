import { createAction } from '@reduxjs/toolkit';
import type { ApprovalItem } from '../../shared/work/schemas';

/** One item of a bulk approve, with its row's place. */
export interface PlacedItem {
  item: ApprovalItem;
  position: number;
}

/** "Approve selected (N)": a listener asks for a confirmation. */
export const bulkApproveClicked = createAction<PlacedItem[]>('approvals/bulkApproveClicked');
/** "History" on a row: a listener opens the dialog, which reads the item's trail. */
export const historyClicked = createAction<ApprovalItem>('approvals/historyClicked');

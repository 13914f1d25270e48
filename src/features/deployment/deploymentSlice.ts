import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

/**
 * A code chunk failed to load. `current`: not known to be stale (a network failure: try again);
 * `checking`: asking the server which build it has; `outdated`: a newer build was deployed, so the
 * chunks this page knows no longer exist and only a reload helps (ADR 0062).
 */
export type DeploymentStatus = 'current' | 'checking' | 'outdated';

export interface DeploymentState {
  status: DeploymentStatus;
  /** The last chunk failure, as webpack worded it. */
  lastFailure: string | null;
}

const initialState: DeploymentState = { status: 'current', lastFailure: null };

export const deploymentSlice = createSlice({
  name: 'deployment',
  initialState,
  reducers: {
    /** A lazily loaded part of the app could not be fetched (only the message: no Error objects in actions). */
    chunkLoadFailed(state, action: PayloadAction<{ message: string }>) {
      state.lastFailure = action.payload.message;
      if (state.status === 'current') state.status = 'checking';
    },
    deployedVersionChecked(state, action: PayloadAction<{ outdated: boolean }>) {
      state.status = action.payload.outdated ? 'outdated' : 'current';
    },
    /** The person asked for the new version: the listener reloads at the same address. */
    reloadForNewVersionRequested() {},
  },
  selectors: {
    selectDeploymentStatus: (state) => state.status,
  },
});

export const { chunkLoadFailed, deployedVersionChecked, reloadForNewVersionRequested } = deploymentSlice.actions;
export const { selectDeploymentStatus } = deploymentSlice.selectors;

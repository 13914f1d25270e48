import { createAction } from '@reduxjs/toolkit';

/**
 * A call that would toast its failure has been running for SLOW_NOTICE_MS (ADR 0090). `callId` pairs
 * it with its `apiCallEnded`. Plain data: the base query raises no toast itself.
 */
export const apiCallSlow = createAction<{ callId: string; endpoint: string }>('apiCalls/slow');
/** A call reported slow has ended (answered, failed or given up). */
export const apiCallEnded = createAction<{ callId: string; endpoint: string }>('apiCalls/ended');

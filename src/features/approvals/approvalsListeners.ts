import { isAnyOf } from '@reduxjs/toolkit';
import type { AppStartListening } from '../../app/types';
import type { ApiError } from '../../lib/apiErrors';
import { decideRequest, queueWithout, workApi } from '../../api/workApi';
import { sendOnLeave } from '../../api/baseQuery';
import type { LeaveAnswer } from '../../api/baseQuery';
import { validateDecision } from '../../shared/work/rules';
import type { ApprovalItem, Decision } from '../../shared/work/schemas';
import { modalRequested } from '../modals/events';
import { modalClosed } from '../modals/events';
import { toastCloseClicked, toastRequested } from '../toasts/events';
import type { ToastRequest } from '../toasts/events';
import { signedOutElsewhere, signOutClicked } from '../auth/events';
import { selectIsAuthenticated } from '../auth/authSlice';
import { selectNavRoles } from '../auth/signedInSelectors';
import { pageById } from '../../navigation/navModel';
import { hasAnyRole } from '../../shared/roles';
import { whenIdleInTurn } from '../../lib/idleTurns';
import {
  approveClicked,
  batchSent,
  bulkApproveConfirmed,
  BULK_MODAL_ID,
  decisionAnswered,
  DENY_MODAL_ID,
  denyClicked,
  denyFinished,
  denySubmitClicked,
  HISTORY_MODAL_ID,
  leavesPage,
  reasonChecked,
  reasonModalRequest,
  UNDO_WINDOW_MS,
  undoClicked,
} from './approvalsSlice';
import { bulkApproveClicked, historyClicked } from './events';
import { describeItem, itemCount, peopleOf, shortName } from './items';

type ListenerApi = Parameters<Parameters<AppStartListening>[0]['effect']>[1];

/** A refusal that means the item changed since the queue was read: someone decided it, or it was cancelled. */
const isConflict = (error: ApiError) => error.status === 409 || error.status === 404;

/** What happened to one decision once sent. */
type Outcome = { item: ApprovalItem; outcome: 'done' } | { item: ApprovalItem; outcome: 'conflict' | 'failed'; message: string };

/** The page is left in the app, or the person signs out: a held decision is sent now (ADR 0128). */
const sendsNow = isAnyOf(leavesPage, signOutClicked, signedOutElsewhere);

/** The success text of a decision (the toast raised when it is made). */
function decidedTitle(item: ApprovalItem, decision: Decision): string {
  if (decision.decision === 'approve') return 'Approved';
  return item.kind === 'timeoff' ? 'Request denied' : 'Timecard returned';
}

export function addApprovalsListeners(startAppListening: AppStartListening): void {
  // The queue starts loading with the navigation to Approve Time, not when its page has rendered and mounted (issue
  // #28: the first visit's request started 349 ms after the click, ADR 0136). The page's own query joins the request
  // in flight, or reads a queue fetched in the last 30 s; someone the page refuses (roles) or not signed in asks for
  // nothing.
  const approvalPage = pageById('approval');
  const mayApprove = (state: Parameters<typeof selectIsAuthenticated>[0] & Parameters<typeof selectNavRoles>[0]) =>
    approvalPage !== undefined && selectIsAuthenticated(state) && hasAnyRole(selectNavRoles(state), approvalPage.requiredRoles);
  // Someone who approves has their queue read once the browser is idle after sign-in (in turn with the other idle
  // work: the page views' chunks, the notifications panel), so Approve Time paints its rows from the cache on the
  // first click as on the next ones (issue #28). Once per sign-in: from the first action that finds them signed in
  // (the portal runtime may arrive after sign-in), again after a sign-out and a new sign-in.
  // The one read of the queue both start: joins a read in flight, or reads again only what is older than 30 s.
  // Its first page only (ADR 0172): pages loaded on an earlier visit are not read again, the page loads them as scrolled.
  const readQueue = () => workApi.endpoints.getApprovals.initiate(undefined, { subscribe: false, forceRefetch: 30, refetchCachedPages: false });
  let queueRead = false;
  startAppListening({
    predicate: (_action, state) => mayApprove(state) !== queueRead,
    effect: (_action, api) => {
      queueRead = mayApprove(api.getState());
      if (!queueRead) return;
      whenIdleInTurn(() => {
        if (mayApprove(api.getState())) void api.dispatch(readQueue());
      });
    },
  });
  startAppListening({
    predicate: (_action, state, original) =>
      approvalPage !== undefined &&
      state.router.location.pathname === approvalPage.path &&
      original.router.location.pathname !== approvalPage.path &&
      mayApprove(state),
    effect: (_action, api) => {
      void api.dispatch(readQueue());
    },
  });
  /** Sends one decision on the item it was made on and puts the server's answer on that item's row. */
  async function decide(item: ApprovalItem, decision: Decision, api: ListenerApi, quiet: boolean): Promise<Outcome> {
    const result = await api.dispatch(workApi.endpoints.decide.initiate({ item, decision, quiet }));
    if (!('error' in result) || result.error === undefined) {
      api.dispatch(decisionAnswered({ id: item.id, outcome: 'done' }));
      return { item, outcome: 'done' };
    }
    const error = result.error as ApiError;
    const conflict = isConflict(error);
    api.dispatch(conflict ? decisionAnswered({ id: item.id, outcome: 'conflict', message: error.message }) : decisionAnswered({ id: item.id, outcome: 'failed' }));
    return { item, outcome: conflict ? 'conflict' : 'failed', message: error.message };
  }

  /**
   * One act (a click, a deny with its reason, a bulk approve): its toast carries Undo for UNDO_WINDOW_MS and
   * nothing is sent meanwhile. Undo (toast or row) takes it back before anything reaches the server; when the
   * window closes, or the page is left (navigation, sign-out, pagehide), its decisions are sent, each on its own.
   */
  async function hold(api: ListenerApi, batch: string, decisions: readonly { item: ApprovalItem; decision: Decision }[], toast: ToastRequest): Promise<void> {
    const undo = undoClicked(batch);
    api.dispatch(toastRequested({ ...toast, duration: UNDO_WINDOW_MS, action: { label: 'Undo', action: undo } }));
    const quiet = decisions.length > 1;
    // A token in hand: when the page goes away (a reload, a closed tab: pagehide) the decisions are sent there
    // and then, by requests that outlive the page, with nothing awaited first (the page may be gone by then).
    const leave: { bearer: string | null; sends: Promise<LeaveAnswer>[] | null } = { bearer: null, sends: null };
    api.extra.tokens.getToken('api', { accountId: api.getState().auth.activeAccountId }).then(
      (token) => (leave.bearer = token),
      () => undefined,
    );
    let onPageHide = () => undefined as void;
    const hidden = new Promise<'hidden'>((resolve) => {
      onPageHide = () => {
        const token = leave.bearer;
        if (token !== null) leave.sends = decisions.map(({ item, decision }) => sendOnLeave(decideRequest({ item, decision, quiet }), token));
        resolve('hidden');
      };
    });
    globalThis.addEventListener('pagehide', onPageHide);
    let stoppedBy;
    try {
      stoppedBy = await Promise.race([api.take((action) => (undoClicked.match(action) && action.payload === batch) || sendsNow(action), UNDO_WINDOW_MS), hidden]);
    } finally {
      globalThis.removeEventListener('pagehide', onPageHide);
    }
    // The toast's Undo goes with the window, wherever it was taken back or sent from.
    const ownToast = api.getState().toasts.items.find((t) => t.action?.action.type === undo.type && t.action.action.payload === batch);
    if (ownToast) api.dispatch(toastCloseClicked({ id: ownToast.id }));
    if (stoppedBy !== 'hidden' && stoppedBy && undoClicked.match(stoppedBy[0])) return;
    const sentOnLeave = leave.sends;
    if (sentOnLeave) {
      // Sent as the page went away; if it stays after all (back/forward cache), the rows show the answers.
      api.dispatch(batchSent(batch));
      const answers = await Promise.all(sentOnLeave);
      answers.forEach((answer, i) => {
        const item = decisions[i]?.item;
        if (!item) return;
        const conflict = answer.status === 409 || answer.status === 404;
        api.dispatch(answer.ok ? decisionAnswered({ id: item.id, outcome: 'done' }) : conflict ? decisionAnswered({ id: item.id, outcome: 'conflict', message: answer.message ?? 'Already decided' }) : decisionAnswered({ id: item.id, outcome: 'failed' }));
      });
      // Decided (or found decided or gone): out of the loaded pages, with no page read again (ADR 0172).
      queueWithout(api.dispatch, decisions.flatMap(({ item }, i) => (answers[i]?.ok || answers[i]?.status === 409 || answers[i]?.status === 404 ? [item.id] : [])));
      api.dispatch(workApi.util.invalidateTags(['Dashboard', 'Project', 'Timecard', ...decisions.map(({ item }) => ({ type: 'Approval' as const, id: item.id }))]));
      return;
    }
    api.dispatch(batchSent(batch));
    const outcomes = await Promise.all(decisions.map(({ item, decision }) => decide(item, decision, api, quiet)));
    const failed = outcomes.filter((o) => o.outcome !== 'done');
    if (!quiet || failed.length === 0) return;
    // One toast for the whole act: how many were approved, and which were not and why.
    api.dispatch(
      toastRequested({
        type: 'warning',
        title: `${outcomes.length - failed.length} of ${itemCount(outcomes.length)} approved`,
        message: failed.map((o) => `${shortName(o.item)}: ${'message' in o ? o.message : ''}`).join(' '),
      }),
    );
  }

  startAppListening({
    // Only the click that put a decision on the row makes one: a second click (a double click) finds it there.
    predicate: (action, _state, original) => approveClicked.match(action) && original.approvals.decisions[action.payload.item.id] === undefined,
    effect: async (action, api) => {
      if (!approveClicked.match(action)) return;
      const { item, batch } = action.payload;
      const decision: Decision = { decision: 'approve' };
      await hold(api, batch, [{ item, decision }], { type: 'success', title: decidedTitle(item, decision), message: shortName(item) });
    },
  });
  startAppListening({
    predicate: (action, _state, original) => denyClicked.match(action) && original.approvals.decisions[action.payload.item.id] === undefined,
    effect: (action, api) => {
      if (!denyClicked.match(action)) return;
      const { item } = action.payload;
      api.dispatch(modalRequested(reasonModalRequest(item.kind === 'timeoff', describeItem(item).who)));
    },
  });
  startAppListening({
    actionCreator: denySubmitClicked,
    effect: async (_action, api) => {
      const { denying, reason } = api.getState().approvals;
      if (!denying || api.getState().approvals.decisions[denying.id]) return;
      const decision = { decision: 'deny' as const, reason: reason.trim() };
      const problem = validateDecision(decision).reason ?? null;
      api.dispatch(reasonChecked(problem));
      if (problem) return;
      api.dispatch(modalClosed(DENY_MODAL_ID));
      const finished = api.dispatch(denyFinished());
      await hold(api, finished.payload.batch, [{ item: denying, decision }], { type: 'success', title: decidedTitle(denying, decision), message: shortName(denying) });
    },
  });

  // Bulk approve: the confirmation says how many items of whom; confirming holds them as one act.
  startAppListening({
    actionCreator: bulkApproveClicked,
    effect: (action, api) => {
      const decided = api.getState().approvals.decisions;
      const items = action.payload.filter(({ item }) => decided[item.id] === undefined);
      if (items.length === 0) return;
      const n = itemCount(items.length);
      api.dispatch(
        modalRequested({
          id: BULK_MODAL_ID,
          type: 'confirmation',
          title: `Approve ${n}?`,
          message: `You are approving ${n} of ${peopleOf(items.map((i) => i.item))}. Each person is told once the approval is sent; you can undo for ${UNDO_WINDOW_MS / 1000} seconds.`,
          confirmText: `Approve ${n}`,
          cancelText: 'Cancel',
          onConfirm: bulkApproveConfirmed(items),
        }),
      );
    },
  });
  startAppListening({
    actionCreator: bulkApproveConfirmed,
    effect: async (action, api) => {
      const { items, batch } = action.payload;
      // Items decided one by one meanwhile keep their own decision.
      const mine = items.filter(({ item }) => api.getState().approvals.decisions[item.id]?.batch === batch);
      if (mine.length === 0) return;
      await hold(
        api,
        batch,
        mine.map(({ item }) => ({ item, decision: { decision: 'approve' } })),
        { type: 'success', title: `${itemCount(mine.length)} approved`, message: peopleOf(mine.map((i) => i.item)) },
      );
    },
  });

  startAppListening({
    actionCreator: historyClicked,
    effect: (action, api) => {
      const item = action.payload;
      const { who, what } = describeItem(item);
      api.dispatch(
        modalRequested({
          id: HISTORY_MODAL_ID,
          type: 'alert',
          title: `History: ${who}, ${what}`,
          content: { key: HISTORY_MODAL_ID, props: { itemId: item.id } },
          buttonText: 'Close',
        }),
      );
    },
  });
}

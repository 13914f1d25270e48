import type { ApprovalHistoryEntry, TimecardWeek, TimeOffRequest } from './schemas';
import { RouteSchema, STEP_LABELS } from '../routing/schemas';

/**
 * An approval item's history from its audit rows (ADR 0128), one rule for the service and the mock API: each
 * request, submission, decision and cancellation becomes an entry (saves and crew time do not). What
 * happened before the trail was kept (seeded data) is told from the record itself, without a time.
 */

/** One audit row as the history reads it: the actor's name, the action, and the record before and after. */
export interface TrailRow {
  at: string;
  by: string;
  action: string;
  before: unknown;
  after: unknown;
}

/** An approval item's id (GET /approvals) in parts: `timeoff:{requestId}` or `timecard:{employeeId}:{weekStart}`. */
export type ItemRef = { kind: 'timeoff'; requestId: string } | { kind: 'timecard'; employeeId: string; weekStart: string };

export function parseItemId(id: string): ItemRef | null {
  if (id.startsWith('timeoff:')) {
    const requestId = id.slice('timeoff:'.length);
    return requestId ? { kind: 'timeoff', requestId } : null;
  }
  if (id.startsWith('timecard:')) {
    const rest = id.slice('timecard:'.length);
    const split = rest.lastIndexOf(':');
    if (split <= 0) return null;
    return { kind: 'timecard', employeeId: rest.slice(0, split), weekStart: rest.slice(split + 1) };
  }
  return null;
}

export const BAD_ITEM_ID = 'An item id is timeoff:{requestId} or timecard:{employeeId}:{weekStart}.';

const field = (record: unknown, name: string): string | null => {
  if (typeof record !== 'object' || record === null || !(name in record)) return null;
  const value = (record as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : null;
};

/** The step a route's item was at: "Manager, step 1 of 2". */
function stepText(record: unknown): string {
  const route = typeof record === 'object' && record !== null && 'route' in record ? RouteSchema.safeParse(record.route) : null;
  if (!route?.success) return 'a step';
  const step = route.data.steps[route.data.at] ?? 'manager';
  return `${STEP_LABELS[step]}, step ${route.data.at + 1} of ${route.data.steps.length}`;
}

function entryOf(row: TrailRow): ApprovalHistoryEntry | null {
  const at = row.at;
  // A delegate's decision: "by X on behalf of Y" (issue #48 §3).
  const approver = field(row.after, 'onBehalfOf');
  const by = approver === null ? row.by : `${row.by} on behalf of ${approver}`;
  switch (row.action) {
    case 'timeoff.request':
      return { event: 'requested', at, by, reason: null };
    case 'timeoff.edit':
      return { event: 'changed', at, by, reason: null };
    case 'timeoff.approve-step':
    case 'timecard.approve-step':
      // One step of a route of several (issue #48 §4): "Approved by Morgan Lee (Manager, step 1 of 2)".
      return { event: 'approved', at, by: `${by} (${stepText(row.before)})`, reason: null };
    case 'timeoff.approve':
    case 'timecard.approve':
      return { event: 'approved', at, by, reason: null };
    case 'timeoff.deny':
      return { event: 'denied', at, by, reason: field(row.after, 'reason') };
    case 'timecard.return':
      return { event: 'returned', at, by, reason: field(row.after, 'reason') };
    case 'timeoff.cancel':
      return { event: 'cancelled', at, by, reason: null };
    case 'timecard.submit':
      return { event: field(row.before, 'status') === 'returned' ? 'resubmitted' : 'submitted', at, by, reason: null };
    default:
      return null;
  }
}

/** What a week's state says happened to it, when nothing in the trail does. */
function weekStory(week: Pick<TimecardWeek, 'status' | 'employeeName' | 'decidedBy' | 'reason'>): ApprovalHistoryEntry[] {
  if (week.status === 'draft') return [];
  const submitted: ApprovalHistoryEntry = { event: 'submitted', at: null, by: week.employeeName, reason: null };
  const by = week.decidedBy ?? '';
  if (week.status === 'approved') return [submitted, { event: 'approved', at: null, by, reason: null }];
  if (week.status === 'returned') return [submitted, { event: 'returned', at: null, by, reason: week.reason }];
  return [submitted];
}

/** A time-off request's history: its request (from the record when the trail does not have it), then the trail. */
export function timeOffHistory(request: TimeOffRequest, rows: readonly TrailRow[]): ApprovalHistoryEntry[] {
  const entries = rows.map(entryOf).filter((e): e is ApprovalHistoryEntry => e !== null);
  if (entries.some((e) => e.event === 'requested')) return entries;
  const requested: ApprovalHistoryEntry = { event: 'requested', at: request.createdAt, by: request.employeeName, reason: null };
  // A seeded request decided before the trail was kept: its decision is told from the record too.
  const decided = rows.length === 0 && request.status !== 'pending';
  const decision: ApprovalHistoryEntry[] = !decided
    ? []
    : request.status === 'cancelled'
      ? [{ event: 'cancelled', at: null, by: request.employeeName, reason: null }]
      : [{ event: request.status === 'approved' ? 'approved' : 'denied', at: null, by: request.decidedBy ?? '', reason: request.reason }];
  return [requested, ...decision, ...entries];
}

/** A week's history: what its state was before the trail begins (when that is not a draft), then the trail. */
export function weekHistory(week: TimecardWeek, rows: readonly TrailRow[]): ApprovalHistoryEntry[] {
  const first = rows[0];
  const before = first ? (first.before as Partial<TimecardWeek> | null) : week;
  const start = before && typeof before.status === 'string' ? weekStory({ status: before.status, employeeName: week.employeeName, decidedBy: before.decidedBy ?? null, reason: before.reason ?? null }) : [];
  return [...start, ...rows.map(entryOf).filter((e): e is ApprovalHistoryEntry => e !== null)];
}

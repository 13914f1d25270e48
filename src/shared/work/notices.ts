import { TIME_OFF_TYPE_LABELS, weekTotal } from './rules';
import type { TimecardEntry, TimecardWeek, TimeOffRequest } from './schemas';

/** A notification's own fields (the rest — id, date, read — are the store's). */
export interface Notice {
  title: string;
  message: string;
  type: 'system' | 'alert' | 'announcement';
  priority: 'medium' | 'high';
}

const span = (r: Pick<TimeOffRequest, 'type' | 'firstDay' | 'lastDay' | 'hours'>) =>
  `${TIME_OFF_TYPE_LABELS[r.type]}, ${r.firstDay} to ${r.lastDay} (${r.hours} h)`;

/**
 * What each event tells whom (issue #25). Dates are written as ISO dates ("Week of 2026-11-23"): stored, they read
 * the same to anyone; the client shows each in its reader's locale (`datedText`, ADR 0171). The approver learns of a request or a submitted week, the
 * employee of each decision. The service and the MSW handlers write the same words.
 */
export const NOTICES = {
  timeOffRequested: (r: TimeOffRequest): Notice => ({ title: `Time off request from ${r.employeeName}`, message: `${span(r)}. Approve or deny it on Approve Time.`, type: 'system', priority: 'medium' }),
  timeOffChanged: (r: TimeOffRequest): Notice => ({ title: `Time off request changed by ${r.employeeName}`, message: `Now ${span(r)}. Approve or deny it on Approve Time.`, type: 'system', priority: 'medium' }),
  weekSubmitted: (w: Pick<TimecardWeek, 'employeeName' | 'weekStart'>, entries: readonly TimecardEntry[]): Notice => ({
    title: `Timecard from ${w.employeeName}`,
    message: `Week of ${w.weekStart}, ${weekTotal(entries)} h. Approve or return it on Approve Time.`,
    type: 'system',
    priority: 'medium',
  }),
  timeOffDecided: (r: TimeOffRequest): Notice =>
    r.status === 'approved'
      ? { title: 'Time off approved', message: `${span(r)}, approved by ${r.decidedBy ?? ''}.`, type: 'system', priority: 'medium' }
      : { title: `Time off denied: ${r.reason ?? ''}`, message: `${span(r)}, denied by ${r.decidedBy ?? ''}.`, type: 'alert', priority: 'high' },
  weekDecided: (w: TimecardWeek): Notice =>
    w.status === 'approved'
      ? { title: 'Timecard approved', message: `Week of ${w.weekStart}, approved by ${w.decidedBy ?? ''}.`, type: 'system', priority: 'medium' }
      : { title: `Timecard returned: ${w.reason ?? ''}`, message: `Week of ${w.weekStart}, returned by ${w.decidedBy ?? ''}. Correct it and submit again.`, type: 'alert', priority: 'high' },
  // Reminders and escalations from state (issue #48 §2, ADR 0177): what is late, since when, and where to act on it.
  timecardReminder: (weekStart: string, dueDay: string, dueTime: string): Notice => ({
    title: `Timecard not submitted: week of ${weekStart}`,
    message: `It was due on ${dueDay} at ${dueTime}. Submit it on My Time.`,
    type: 'alert',
    priority: 'medium',
  }),
  waitingForYou: (item: string, employeeName: string, since: string, days: number): Notice => ({
    title: `Still waiting for your decision: ${item} from ${employeeName}`,
    message: `Waiting more than ${days} working days, since ${since}. Decide on Approve Time.`,
    type: 'alert',
    priority: 'medium',
  }),
  // A delegation of approvals given or ended (issue #48 §3, ADR 0178): its delegate is told.
  delegationGiven: (d: { approverName: string; firstDay: string | null; lastDay: string | null; whenOnLeave: boolean }): Notice => ({
    title: `${d.approverName} made you their delegate`,
    message: `${d.whenOnLeave ? 'While they are on approved leave' : `From ${d.firstDay ?? ''} to ${d.lastDay ?? ''}`}, what waits for their approval waits for you too. Decide on Approve Time.`,
    type: 'system',
    priority: 'medium',
  }),
  delegationEnded: (approverName: string): Notice => ({
    title: `${approverName} ended your delegation`,
    message: 'What waits for their approval is theirs alone again.',
    type: 'system',
    priority: 'medium',
  }),
  waitingOnApprover: (item: string, employeeName: string, approverName: string, since: string, days: number): Notice => ({
    title: `Waiting on ${approverName}: ${item} from ${employeeName}`,
    message: `Waiting more than ${days} working days for ${approverName}'s decision, since ${since}.`,
    type: 'alert',
    priority: 'high',
  }),
};

/** The 409 texts: what happened to the item meanwhile. */
export const CONFLICTS = {
  requestDecided: (r: Pick<TimeOffRequest, 'status' | 'decidedBy'>) =>
    r.status === 'cancelled' ? 'This request was cancelled by the employee; there is nothing left to decide.' : `This request was already ${r.status} by ${r.decidedBy ?? 'someone else'}.`,
  cancelDecided: (r: Pick<TimeOffRequest, 'status' | 'decidedBy'>) =>
    r.status === 'cancelled' ? 'This request is already cancelled.' : `This request was already ${r.status} by ${r.decidedBy ?? 'your manager'}; it can no longer be cancelled.`,
  editDecided: (r: Pick<TimeOffRequest, 'status' | 'decidedBy'>) =>
    r.status === 'cancelled' ? 'This request was cancelled; it can no longer be changed.' : `This request was already ${r.status} by ${r.decidedBy ?? 'your manager'}; it can no longer be changed.`,
  weekDecided: (w: Pick<TimecardWeek, 'status' | 'decidedBy'>) =>
    w.status === 'draft' ? 'This timecard was taken back to draft; there is nothing left to decide.' : `This timecard was already ${w.status} by ${w.decidedBy ?? 'someone else'}.`,
  weekLocked: (status: TimecardWeek['status']) => `This week is ${status} and can no longer be changed.`,
  crewWeekLocked: (name: string, weekStart: string, status: TimecardWeek['status']) => `${name}'s week of ${weekStart} is ${status}; it can no longer be changed.`,
};

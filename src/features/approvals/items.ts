import { daysInclusive, longDay } from '../../shared/work/dates';
import { TIME_OFF_TYPE_LABELS, weekTotal, workedDaysCount } from '../../shared/work/rules';
import type { ApprovalItem } from '../../shared/work/schemas';
import { weekConflicts, workedEntries } from '../../shared/work/ledger';

/** An approval item in words: whose it is, what it is, and its details (rows, checkboxes, toasts, dialogs). */
export function describeItem(item: ApprovalItem): { who: string; what: string; detail: string } {
  if (item.kind === 'timeoff') {
    const r = item.request;
    // The flag of days already worked (issue #46 §2), from the ledger when the queue was read.
    const worked = item.workedDays ?? [];
    const flag = worked.length ? `. Worked on ${workedDaysCount(worked.length, daysInclusive(r.firstDay, r.lastDay))}: ${worked.map((w) => `${longDay(w.day)} (${w.hours} h)`).join(', ')}` : '';
    // Waiting for another approver, whose delegate the reader is (issue #48 §3).
    const delegated = item.onBehalfOf ? `. For ${item.onBehalfOf}, as their delegate` : '';
    // Where it is on its route and who has it (issue #48 §4).
    const progress = item.progress ? `. ${item.progress}` : '';
    return { who: r.employeeName, what: `Time off: ${TIME_OFF_TYPE_LABELS[r.type]}`, detail: `${longDay(r.firstDay)} to ${longDay(r.lastDay)}, ${r.hours} h${r.note ? ` (${r.note})` : ''}${flag}${delegated}${progress}` };
  }
  const w = item.week;
  // The hours worked, own and crew together (issue #46 §1), and the flag of hours worked on time off or a holiday (§2).
  const worked = workedEntries(w);
  const flagged = weekConflicts(w.weekStart, worked, w.leave ?? []).length;
  const flag = flagged ? `; worked on time off or a holiday on ${flagged} ${flagged === 1 ? 'day' : 'days'}` : '';
  const delegated = item.onBehalfOf ? `. For ${item.onBehalfOf}, as their delegate` : '';
  const progress = item.progress ? `. ${item.progress}` : '';
  return { who: w.employeeName, what: 'Timecard', detail: `Week of ${longDay(w.weekStart)}, ${weekTotal(worked)} h${flag}${delegated}${progress}` };
}

/** "Alex Rivera's time off" / "Pat Morgan's timecard": an item named short. */
export function shortName(item: ApprovalItem): string {
  const { who } = describeItem(item);
  return item.kind === 'timeoff' ? `${who}'s time off` : `${who}'s timecard`;
}

/** "Alex Rivera and Pat Morgan", "Alex Rivera, Olivia Chen and Pat Morgan": the distinct people of some items. */
export function peopleOf(items: readonly ApprovalItem[]): string {
  const names = [...new Set(items.map((item) => describeItem(item).who))];
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

/** "1 item" / "3 items". */
export const itemCount = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

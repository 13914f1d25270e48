import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { FocusEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { defaultRangeExtractor, measureElement, useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Range, VirtualItem, Virtualizer } from '@tanstack/react-virtual';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { workApi } from '../../api/workApi';
import { localDateTime } from '../../shared/work/dates';
import type { ApprovalHistoryEntry, ApprovalItem } from '../../shared/work/schemas';
import { EmptyState } from '../../ui/EmptyState';
import { LoadState } from '../../ui/LoadState';
import { PlainButton, PlainCell, PlainCheckbox, PlainList, PlainPaper, PlainTable, PlainText, VisuallyHidden } from '../../ui/plainControls';
import type { PlainButtonColor, PlainButtonVariant } from '../../ui/plainControls';
import { WRAP_ANYWHERE } from '../../ui/text';
import { keptModals, modalRegistry } from '../modals/ModalHost';
import {
  allSelected,
  approveClicked,
  DENY_MODAL_ID,
  denyClicked,
  HISTORY_MODAL_ID,
  reasonChanged,
  reasonModalRequest,
  selectApprovals,
  selectApprovalRows,
  selectBulkChoice,
  selectionCleared,
  selectionToggled,
  selectSelected,
  undoClicked,
} from './approvalsSlice';
import { bulkApproveClicked, historyClicked } from './events';
import type { ApprovalRow, DecisionMark } from './approvalsSlice';
import { describeItem } from './items';

/** At this width and below each item is a card with its actions under it (issue #26 §6). */
export const PHONE_QUERY = '(max-width:600px)';
/** The least height of a control a finger has to hit. */
const TOUCH = 44;

/** A table row's and a card's height before they are measured (a row of small buttons; a card with three lines and its buttons). */
const ROW_ESTIMATE = 53;
const CARD_ESTIMATE = 180;
/** The space under each card (its margin; the virtualiser's `gap`). */
const CARD_GAP = 12;
/** Rows mounted beyond the window on each side: a frame's scroll never shows a blank one. */
const OVERSCAN = 4;
/** The next page is asked for when the last row in view is this close to the end of the loaded rows (ADR 0172). */
export const NEAR_END = 30;

// The rows are plain elements (ADR 0156): the controls take the plain controls' classes (`src/ui/plainControls.tsx`),
// the layout these static inline styles (React sets them once, on mount). A row renders again only when its own
// item, decision or tick changes (ADR 0133, 0136).
const TOUCH_STYLE = { minHeight: TOUCH } as const;
const TOUCH_GROW_STYLE = { minHeight: TOUCH, flex: '1 1 auto' } as const;
const ACTIONS_STYLE = { display: 'flex', gap: 8, flexWrap: 'wrap', justifyContent: 'flex-end', alignItems: 'center' } as const;
const ACTIONS_TOUCH_STYLE = { ...ACTIONS_STYLE, justifyContent: 'stretch' } as const;
const DECISIONS_STYLE = { display: 'flex', gap: 8, flex: '0 0 auto' } as const;
const DECISIONS_TOUCH_STYLE = { ...DECISIONS_STYLE, flex: '1 1 auto' } as const;
const BULK_SX = { display: 'flex', justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1.5 } as const;
const BULK_PHONE_SX = { ...BULK_SX, justifyContent: 'stretch' } as const;
const COUNT_STYLE = { marginRight: 'auto' } as const;
const MORE_SX = { display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mt: 1.5, minHeight: TOUCH } as const;
const BULK_BUTTON_PHONE_STYLE = { minHeight: TOUCH, flex: 1 } as const;
const CARD_STYLE = { padding: 12, minWidth: 0, marginBottom: CARD_GAP } as const;
const CARD_TOP_STYLE = { display: 'flex', alignItems: 'flex-start', gap: 8 } as const;
const CARD_TEXT_STYLE = { minWidth: 0, flex: 1, paddingTop: 8 } as const;
const CARD_WHO_STYLE = { fontWeight: 600, ...WRAP_ANYWHERE } as const;
const CARD_ACTIONS_STYLE = { marginTop: 8 } as const;
/** A spacer stands for the rows not mounted: no padding or border of its own, only its height. */
const SPACER_CELL_STYLE = { padding: 0, border: 0 } as const;
const COLUMNS = ['Employee', 'What', 'Details', 'Actions'] as const;

/**
 * The reason dialog's field. It reads the reason and its error alone: the dialog stays built while closed (ADR 0137),
 * and a tick or a decision, which change the rest of the page's state, must not render its TextField again.
 */
function ReasonForm() {
  const dispatch = useAppDispatch();
  const reason = useAppSelector((state) => selectApprovals(state).reason);
  const reasonError = useAppSelector((state) => selectApprovals(state).reasonError);
  return (
    <TextField
      label="Reason"
      value={reason}
      onChange={(e) => dispatch(reasonChanged(e.target.value))}
      error={!!reasonError}
      helperText={reasonError}
      required
      multiline
      minRows={2}
      fullWidth
      sx={{ mt: 1 }}
    />
  );
}

modalRegistry[DENY_MODAL_ID] = ReasonForm;
// Deny and Return open it on a click that must paint within 100 ms (issue #49): kept, built before the first one.
keptModals[DENY_MODAL_ID] = { page: 'approval', modal: reasonModalRequest(true, 'A colleague') };

const EVENT_LABELS: Record<ApprovalHistoryEntry['event'], string> = {
  requested: 'Requested',
  changed: 'Changed',
  submitted: 'Submitted',
  resubmitted: 'Resubmitted',
  approved: 'Approved',
  denied: 'Denied',
  returned: 'Returned',
  cancelled: 'Cancelled',
};

/** An item's history, oldest first, each step with who, when (in the browser's locale) and the reason given. */
function HistoryContent({ itemId }: { itemId?: unknown }) {
  const id = typeof itemId === 'string' ? itemId : '';
  const history = workApi.endpoints.getApprovalHistory.useQuery(id, { skip: id === '' });
  return (
    <LoadState loading={history.isLoading} failed={history.isError && history.data === undefined} error={history.error} what="the history" onRetry={() => void history.refetch()}>
      {history.data?.length === 0 ? (
        <Typography color="textSecondary">Nothing recorded yet.</Typography>
      ) : (
        <Box component="ol" aria-label="History" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1.5 }}>
          {(history.data ?? []).map((entry, i) => (
            <Box component="li" key={i} sx={WRAP_ANYWHERE}>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {EVENT_LABELS[entry.event]}
              </Typography>{' '}
              by {entry.by || 'someone'}
              {', '}
              {entry.at ? <time dateTime={entry.at}>{localDateTime(entry.at)}</time> : <span>before the history was kept</span>}
              {entry.reason && (
                <Typography variant="body2" color="textSecondary" component="span" sx={{ display: 'block' }}>
                  Reason: {entry.reason}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      )}
    </LoadState>
  );
}

modalRegistry[HISTORY_MODAL_ID] = HistoryContent;

/** What a decided row's button says: held or under way (said as made: Undo is beside it), or refused by the server. */
function markLabel(item: ApprovalItem, mark: DecisionMark): string {
  if (mark.status === 'conflict') return mark.message ?? 'Already decided';
  if (mark.decision === 'approve') return 'Approved';
  return item.kind === 'timeoff' ? 'Denied' : 'Returned';
}

/** One decision's button: its action until the row is decided, then what happened (focusable, inert to clicks). */
function DecisionButton({
  label,
  item,
  mark,
  emphasis,
  color,
  touch,
  onClick,
}: {
  label: string;
  item: ApprovalItem;
  mark: DecisionMark | undefined;
  emphasis: PlainButtonVariant;
  color: PlainButtonColor;
  touch: boolean;
  onClick: () => void;
}) {
  return (
    <PlainButton
      size={touch ? 'medium' : 'small'}
      variant={mark ? 'text' : emphasis}
      aria-disabled={mark ? true : undefined}
      aria-busy={mark?.status === 'pending' ? true : undefined}
      color={mark?.status === 'conflict' ? 'warning' : color}
      onClick={onClick}
      style={touch ? TOUCH_GROW_STYLE : undefined}
    >
      {mark ? markLabel(item, mark) : label}
    </PlainButton>
  );
}

/** What a row shows and acts on: its item, its decision, its place in the list (a decision acts on this item, at this place). */
interface RowProps {
  item: ApprovalItem;
  mark: DecisionMark | undefined;
  position: number;
  touch: boolean;
}

type Words = ReturnType<typeof describeItem>;

/** A row's actions: Approve and Deny/Return (or what was decided, with Undo while it is held), and History. */
function RowActions({ item, mark, position, touch, words }: RowProps & { words: Words }) {
  const dispatch = useAppDispatch();
  const { who, what } = words;
  return (
    <div style={touch ? ACTIONS_TOUCH_STYLE : ACTIONS_STYLE}>
      {/* The decision's buttons stay together; History wraps under them in a narrow column. */}
      <div style={touch ? DECISIONS_TOUCH_STYLE : DECISIONS_STYLE}>
        {/* The clicked button stays (same element, so focus stays) and says what happened. */}
        {mark?.decision !== 'deny' && (
          <DecisionButton key="approve" label="Approve" item={item} mark={mark} emphasis="contained" color="primary" touch={touch} onClick={() => dispatch(approveClicked(item, position))} />
        )}
        {mark?.decision !== 'approve' && (
          <DecisionButton
            key="deny"
            label={item.kind === 'timeoff' ? 'Deny' : 'Return'}
            item={item}
            mark={mark}
            emphasis="outlined"
            color="error"
            touch={touch}
            onClick={() => dispatch(denyClicked(item, position))}
          />
        )}
        {mark?.status === 'held' && (
          <PlainButton key="undo" size={touch ? 'medium' : 'small'} variant="outlined" onClick={() => dispatch(undoClicked(mark.batch))} style={touch ? TOUCH_GROW_STYLE : undefined}>
            Undo
          </PlainButton>
        )}
      </div>
      <PlainButton key="history" size={touch ? 'medium' : 'small'} variant="text" aria-label={`History: ${who}, ${what}`} onClick={() => dispatch(historyClicked(item))} style={touch ? TOUCH_STYLE : undefined}>
        History
      </PlainButton>
    </div>
  );
}

/** A row's checkbox for a bulk approve, named after its person and item; a decided row has none to tick. It reads its own tick: a tick renders this box and the bulk bar only. */
function SelectBox({ item, mark, touch, words }: { item: ApprovalItem; mark: DecisionMark | undefined; touch: boolean; words: Words }) {
  const dispatch = useAppDispatch();
  const checked = useAppSelector((state) => selectSelected(state)[item.id] === true);
  const { who, what, detail } = words;
  return <PlainCheckbox checked={checked && !mark} disabled={mark !== undefined} onChange={() => dispatch(selectionToggled(item.id))} label={`Select ${who}: ${what}, ${detail}`} touch={touch} />;
}

/** A mounted row's props: what it shows and the virtualiser's measuring ref (one function for the page's life). */
interface MountedRowProps extends Omit<RowProps, 'touch'> {
  measure: (element: HTMLElement | null) => void;
}

/**
 * One row of the table. Memoised: scrolling mounts the rows coming into view and leaves the others as they
 * are; a decision renders its own row only (its props are the cached item and its decision), a tick its box.
 */
const ApprovalTableRow = memo(function ApprovalTableRow({ item, mark, position, measure }: MountedRowProps) {
  const words = describeItem(item);
  const { who, what, detail } = words;
  return (
    <tr ref={measure} data-index={position} aria-rowindex={position + 2} aria-label={`${who}: ${what}, ${detail}`}>
      <PlainCell kind="check">
        <SelectBox item={item} mark={mark} touch={false} words={words} />
      </PlainCell>
      <td>{who}</td>
      <td>{what}</td>
      <td style={WRAP_ANYWHERE}>{detail}</td>
      <PlainCell kind="end">
        <RowActions item={item} mark={mark} position={position} touch={false} words={words} />
      </PlainCell>
    </tr>
  );
});

/** One card of the phone layout (memoised like a table row); `count` is the list's size, said on each card. */
const ApprovalCard = memo(function ApprovalCard({ item, mark, position, count, measure }: MountedRowProps & { count: number }) {
  const words = describeItem(item);
  const { who, what, detail } = words;
  return (
    <PlainPaper as="li" ref={measure} data-index={position} aria-setsize={count} aria-posinset={position + 1} aria-label={`${who}: ${what}, ${detail}`} style={CARD_STYLE}>
      <div style={CARD_TOP_STYLE}>
        <SelectBox item={item} mark={mark} touch words={words} />
        <div style={CARD_TEXT_STYLE}>
          <PlainText style={CARD_WHO_STYLE}>{who}</PlainText>
          <PlainText variant="body2" style={WRAP_ANYWHERE}>
            {what}
          </PlainText>
          <PlainText variant="body2" secondary style={WRAP_ANYWHERE}>
            {detail}
          </PlainText>
        </div>
      </div>
      <div style={CARD_ACTIONS_STYLE}>
        <RowActions item={item} mark={mark} position={position} touch words={words} />
      </div>
    </PlainPaper>
  );
});

/** A run of rows not mounted, by its height in px; or a mounted row, by its index. */
type Slice = { spacer: number; key: string } | { index: number };

/**
 * The mounted rows in order with a spacer for each run of rows left out (above, between the window and a
 * focused row kept mounted, below), so the list keeps its full height in the page's flow.
 */
function slicesOf(items: readonly VirtualItem[], listStart: number, listEnd: number, gap: number): Slice[] {
  const slices: Slice[] = [];
  let cursor = listStart;
  for (const item of items) {
    if (item.start > cursor) slices.push({ spacer: item.start - cursor, key: `before-${item.index}` });
    slices.push({ index: item.index });
    cursor = item.end + gap;
  }
  if (listEnd > cursor) slices.push({ spacer: listEnd - cursor, key: 'after' });
  return slices;
}

/** Which of the page's two lists: the table (wider than a phone) or the cards. */
type ListKind = 'table' | 'cards';

/**
 * Where each list started in the page and how tall its rows were when it was last shown: a layout read, not state.
 * The next visit starts its virtualiser from them, so its first render mounts the rows that fill the window.
 */
const lastLayout = new Map<ListKind, { top: number; row: number }>();

/** The measured height of a row (remembered for the next visit), or its estimate while it has none (not laid out yet). */
const measured =
  (kind: ListKind, estimate: number) =>
  (element: Element, entry: ResizeObserverEntry | undefined, instance: Virtualizer<Window, Element>): number => {
    const size = measureElement(element, entry, instance);
    if (!size) return estimate;
    const last = lastLayout.get(kind);
    if (last) last.row = size;
    return size;
  };

/**
 * The rows of `rows` in the window's view (the page scrolls, not the list): a window virtualiser whose list
 * starts where `listRef` is in the page, with the row holding the keyboard focus kept mounted when it is
 * scrolled away (so focus is never lost to the page).
 */
function useRowsInView<List extends HTMLElement>(kind: ListKind, rows: readonly ApprovalRow[], estimate: number, gap: number, onNearEnd: () => void) {
  const listRef = useRef<List | null>(null);
  // Where the list starts in the page (the virtualiser's scroll margin): read before the first paint, and again
  // whenever the page's size changes (a banner above it, a new width wrapping the heading). Until it is known
  // (the page's first visit) no row is rendered: from a guess of 0 the first render mounted the rows for a list
  // at the page's top, nearly twice those in view, and unmounted them again before the paint.
  const [remembered] = useState(() => lastLayout.get(kind));
  const rowEstimate = remembered?.row ?? estimate;
  const [listTop, setListTop] = useState<number | null>(remembered?.top ?? null);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return undefined;
    const read = () => {
      const top = Math.round(list.getBoundingClientRect().top + window.scrollY);
      lastLayout.set(kind, { top, row: lastLayout.get(kind)?.row ?? rowEstimate });
      setListTop(top);
    };
    read();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(read);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [kind, rowEstimate]);
  // The row with the keyboard focus, by item id (a refreshed queue may move it): mounted wherever it is. Held in a
  // ref, not state: a row takes the focus only while mounted (in the range), so moving the focus changes nothing
  // on screen and renders nothing (a tick's click focuses its box: a state here re-rendered the table each time).
  // The range extractor reads it when the range changes (a scroll, new rows), which is when it matters.
  const focusedId = useRef<string | null>(null);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      const id = focusedId.current;
      if (id === null || indexes.some((index) => rows[index]?.item.id === id)) return indexes;
      const focusedIndex = rows.findIndex((row) => row.item.id === id);
      if (focusedIndex < 0 || focusedIndex >= range.count) return indexes;
      return [...indexes, focusedIndex].sort((a, b) => a - b);
    },
    [rows],
  );
  const getItemKey = useCallback((index: number) => rows[index]?.item.id ?? index, [rows]);
  const measureRow = useMemo(() => measured(kind, rowEstimate), [kind, rowEstimate]);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => rowEstimate,
    getItemKey,
    gap,
    overscan: OVERSCAN,
    scrollMargin: listTop ?? 0,
    rangeExtractor,
    measureElement: measureRow,
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  });
  const onFocus = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      const index = Number(event.target.closest('[data-index]')?.getAttribute('data-index') ?? Number.NaN);
      const id = rows[index]?.item.id;
      if (id !== undefined) focusedId.current = id;
    },
    [rows],
  );
  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    // Focus leaving the list (not the window losing it: the row must still be there when the person comes back).
    if (event.relatedTarget === null && !document.hasFocus()) return;
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) focusedId.current = null;
  }, []);
  const inView = virtualizer.getVirtualItems();
  // Scrolled near the end of the loaded rows: the next page is asked for (the caller asks only when there is one
  // and none is on its way).
  const lastInView = inView.at(-1)?.index ?? -1;
  const nearEnd = listTop !== null && lastInView >= 0 && lastInView >= rows.length - NEAR_END;
  useEffect(() => {
    if (nearEnd) onNearEnd();
  }, [nearEnd, rows.length, onNearEnd]);
  const slices = listTop === null ? [] : slicesOf(inView, listTop, listTop + virtualizer.getTotalSize(), gap);
  return { listRef, slices, measure: virtualizer.measureElement, onFocus, onBlur };
}

/**
 * The queue's bar: how many items wait (all pages, from the server) and how many are loaded, "Select all loaded"
 * (only the rows loaded on the page, as it says: ADR 0172), and "Approve selected (N)": the ticked rows still
 * undecided, from every loaded page, approved together after a confirmation.
 */
function BulkApprove({ items, total, loaded, phone }: { items: readonly ApprovalItem[] | undefined; total: number; loaded: number; phone: boolean }) {
  const dispatch = useAppDispatch();
  const { chosen, open } = useAppSelector((state) => selectBulkChoice(state, items));
  const allTicked = open.length > 0 && chosen.length === open.length;
  return (
    <Box sx={phone ? BULK_PHONE_SX : BULK_SX}>
      <PlainText variant="body2" secondary style={COUNT_STYLE}>
        {waitingText(total, loaded)}
      </PlainText>
      <PlainButton
        variant="outlined"
        size="medium"
        disabled={open.length === 0}
        aria-pressed={allTicked}
        onClick={() => dispatch(allTicked ? selectionCleared() : allSelected(open))}
        style={phone ? BULK_BUTTON_PHONE_STYLE : undefined}
      >
        {allTicked ? 'Clear selection' : `Select all loaded (${open.length})`}
      </PlainButton>
      <PlainButton variant="contained" size="medium" disabled={chosen.length === 0} onClick={() => dispatch(bulkApproveClicked(chosen))} style={phone ? BULK_BUTTON_PHONE_STYLE : undefined}>
        Approve selected ({chosen.length})
      </PlainButton>
    </Box>
  );
}

const count = (n: number) => n.toLocaleString();

/** "3 waiting", "10,000 waiting, 100 loaded": every waiting item and, while more pages remain, how many are on the page. */
export function waitingText(total: number, loaded: number): string {
  return loaded < total ? `${count(total)} waiting, ${count(loaded)} loaded` : `${count(total)} waiting`;
}

/**
 * Under the list: the next page on its way, or a button that loads it (for the keyboard, and when scrolling does
 * not reach the end), and a polite status that says what loading more brought ("Loaded 200 of 10,000").
 */
function MorePages({ loaded, total, more, loading, failed, onMore }: { loaded: number; total: number; more: boolean; loading: boolean; failed: boolean; onMore: () => void }) {
  const status = loading ? 'Loading more items…' : failed ? 'More items could not be loaded.' : more ? `Loaded ${count(loaded)} of ${count(total)}.` : '';
  return (
    <Box sx={MORE_SX}>
      <PlainText variant="body2" secondary role="status" aria-live="polite">
        {status}
      </PlainText>
      {more && !loading && (
        <PlainButton variant="outlined" size="medium" onClick={onMore}>
          {failed ? 'Try again' : 'Load more'}
        </PlainButton>
      )}
    </Box>
  );
}

/** A list's rows, the count of every waiting item (its size for assistive technology: rows not loaded yet count), and what asks for the next page. */
interface ListProps {
  rows: readonly ApprovalRow[];
  total: number;
  onNearEnd: () => void;
}

/** The table (wider than a phone): a real table with all its rows counted (`aria-rowcount`), the ones in view mounted. */
function ApprovalsTable({ rows, total, onNearEnd }: ListProps) {
  const { listRef, slices, measure, onFocus, onBlur } = useRowsInView<HTMLTableSectionElement>('table', rows, ROW_ESTIMATE, 0, onNearEnd);
  return (
    <PlainTable aria-label="Waiting for your approval" aria-rowcount={Math.max(rows.length, total) + 1}>
        <thead>
          <tr aria-rowindex={1}>
            <PlainCell header kind="check">
              <VisuallyHidden>Select</VisuallyHidden>
            </PlainCell>
            {COLUMNS.map((h) => (
              <PlainCell header key={h} kind={h === 'Actions' ? 'end' : 'text'}>
                {h}
              </PlainCell>
            ))}
          </tr>
        </thead>
        <tbody ref={listRef} onFocus={onFocus} onBlur={onBlur}>
          {slices.map((slice): ReactNode => {
            if ('spacer' in slice) {
              return (
                <tr key={slice.key} aria-hidden="true" style={{ height: slice.spacer }}>
                  <td colSpan={COLUMNS.length + 1} style={SPACER_CELL_STYLE} />
                </tr>
              );
            }
            const row = rows[slice.index];
            if (!row) return null;
            return <ApprovalTableRow key={row.item.id} item={row.item} mark={row.mark} position={slice.index} measure={measure} />;
          })}
        </tbody>
    </PlainTable>
  );
}

/** The cards (a phone): a list whose items say their place and the list's size (`aria-posinset`, `aria-setsize`), the ones in view mounted. */
function ApprovalsCards({ rows, total, onNearEnd }: ListProps) {
  const { listRef, slices, measure, onFocus, onBlur } = useRowsInView<HTMLUListElement>('cards', rows, CARD_ESTIMATE, CARD_GAP, onNearEnd);
  return (
    <PlainList role="list" aria-label="Waiting for your approval" ref={listRef} onFocus={onFocus} onBlur={onBlur}>
      {slices.map((slice): ReactNode => {
        if ('spacer' in slice) return <li key={slice.key} aria-hidden="true" style={{ height: slice.spacer }} />;
        const row = rows[slice.index];
        if (!row) return null;
        return <ApprovalCard key={row.item.id} item={row.item} mark={row.mark} position={slice.index} count={Math.max(rows.length, total)} measure={measure} />;
      })}
    </PlainList>
  );
}

/**
 * Approvals (issue #17 §3): one queue of pending time off and submitted weeks; approve, or deny with a reason.
 * A decided row stays where it is, its button saying what happened (issue #27 §1): the button keeps focus and
 * ignores further clicks, and no other row moves under the pointer. A decision is held for 5 s with Undo
 * (on the row and on its toast) before it is sent; ticked items are approved together after a confirmation;
 * each item's history opens in a dialog (issue #26 §6, ADR 0128). On a phone each item is a card.
 * Only the rows in the window's view are mounted (ADR 0136): a queue of 10,000 costs what a screenful does.
 */
export function ApprovalsView({ emptyText }: { emptyText: string }) {
  const phone = useMediaQuery(PHONE_QUERY, { noSsr: true });
  const queue = workApi.endpoints.getApprovals.useInfiniteQuery();
  const items = useMemo(() => queue.data?.pages.flatMap((page) => page.items), [queue.data]);
  // The latest page read knows the count best (a decision lowers every page's).
  const total = queue.data?.pages.at(-1)?.total ?? 0;
  const rows = useAppSelector((state) => selectApprovalRows(state, items));
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = queue;
  const more = hasNextPage && !isFetchNextPageError;
  const onNearEnd = useCallback(() => {
    if (more && !isFetchingNextPage) void fetchNextPage();
  }, [more, isFetchingNextPage, fetchNextPage]);
  const onMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const loaded = items?.length ?? 0;
  return (
    <LoadState loading={queue.isLoading} failed={queue.isError && queue.data === undefined} error={queue.error} what="approvals" onRetry={() => void queue.refetch()}>
      {queue.data !== undefined && rows.length === 0 ? (
        <EmptyState text={emptyText} />
      ) : (
        <>
          <BulkApprove items={items} total={total} loaded={loaded} phone={phone} />
          {phone ? <ApprovalsCards rows={rows} total={total} onNearEnd={onNearEnd} /> : <ApprovalsTable rows={rows} total={total} onNearEnd={onNearEnd} />}
          <MorePages loaded={loaded} total={total} more={hasNextPage} loading={isFetchingNextPage} failed={isFetchNextPageError} onMore={onMore} />
        </>
      )}
    </LoadState>
  );
}

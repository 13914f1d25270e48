import { memo, useMemo, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import GlobalStyles from '@mui/material/GlobalStyles';
import { CssFade, CssSlide } from '../../ui/cssTransitions';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import NotificationsNone from '@mui/icons-material/NotificationsNone';
import Refresh from '@mui/icons-material/Refresh';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { relativeTime } from '../../lib/relativeTime';
import { datedText } from '../../shared/work/dates';
import { AnnouncerOutlet } from '../../ui/announcerOutlet';
import { clampLines } from '../../ui/text';
import { selectNow } from '../clock/clockSlice';
import { unreadCount, useNotificationsListState } from '../../api/notificationsApi';
import { notificationFilterChosen, notificationsPanelClosed, PANEL_WIDTH, selectNotificationFilter, selectNotificationsPanelOpen } from './notificationsPanelSlice';
import { clearAllClicked, dismissClicked, markAllReadClicked, markReadClicked, notificationClicked, refreshClicked } from './events';
import type { Notification, NotificationPriority, NotificationType } from '../../shared/notifications/schemas';

const ROW_ESTIMATE = 116;
/** Rows rendered beyond the visible ones on each side. */
const OVERSCAN = 2;
/** Short lists render plainly; longer ones only render the rows in view. */
export const VIRTUALIZE_ABOVE = 30;

/**
 * The rows' icons as plain SVG paths (the same Material icons: Done, Close, SettingsSuggest, Campaign,
 * ErrorOutlined, ChatBubbleOutlined, InfoOutlined): an MUI icon is a styled component per use, a row here is
 * plain elements (ADR 0137).
 */
const PATHS = {
  done: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z',
  close: 'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z',
  system:
    'M17.41 6.59 15 5.5l2.41-1.09L18.5 2l1.09 2.41L22 5.5l-2.41 1.09L18.5 9zm3.87 6.13L20.5 11l-.78 1.72-1.72.78 1.72.78.78 1.72.78-1.72L23 13.5zm-5.04 1.65 1.94 1.47-2.5 4.33-2.24-.94c-.2.13-.42.26-.64.37l-.3 2.4h-5l-.3-2.41c-.22-.11-.43-.23-.64-.37l-2.24.94-2.5-4.33 1.94-1.47c-.01-.11-.01-.24-.01-.36s0-.25.01-.37l-1.94-1.47 2.5-4.33 2.24.94c.2-.13.42-.26.64-.37L7.5 6h5l.3 2.41c.22.11.43.23.64.37l2.24-.94 2.5 4.33-1.94 1.47c.01.12.01.24.01.37s0 .24-.01.36M13 14c0-1.66-1.34-3-3-3s-3 1.34-3 3 1.34 3 3 3 3-1.34 3-3',
  announcement:
    'M18 11v2h4v-2zm-2 6.61c.96.71 2.21 1.65 3.2 2.39.4-.53.8-1.07 1.2-1.6-.99-.74-2.24-1.68-3.2-2.4-.4.54-.8 1.08-1.2 1.61M20.4 5.6c-.4-.53-.8-1.07-1.2-1.6-.99.74-2.24 1.68-3.2 2.4.4.53.8 1.07 1.2 1.6.96-.72 2.21-1.65 3.2-2.4M4 9c-1.1 0-2 .9-2 2v2c0 1.1.9 2 2 2h1v4h2v-4h1l5 3V6L8 9zm11.5 3c0-1.33-.58-2.53-1.5-3.35v6.69c.92-.81 1.5-2.01 1.5-3.34',
  alert: 'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m1 15h-2v-2h2zm0-4h-2V7h2z',
  chat: 'M20 2H4c-1.1 0-2 .9-2 2v18l4-4h14c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2',
  other: 'M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8',
} satisfies Record<NotificationType | 'done' | 'close', string>;

function Icon({ d }: { d: string }) {
  return (
    <svg className="np-icon" viewBox="0 0 24 24" focusable="false" aria-hidden="true">
      <path d={d} />
    </svg>
  );
}

const EMPTY: Notification[] = [];

const FEED_SX = { flex: 1, overflowY: 'auto' } as const;
const KEEP_MOUNTED = { keepMounted: true } as const;
const PANEL_SLOT_PROPS = {
  // The backdrop fades by CSS alone (ADR 0150): MUI's Fade read the page's layout inside the click.
  backdrop: { slots: { transition: CssFade } },
  paper: { role: 'dialog', 'aria-modal': true, 'aria-labelledby': 'notifications-title', sx: { width: { xs: '100%', sm: PANEL_WIDTH }, maxWidth: '100vw', display: 'flex', flexDirection: 'column' } },
} as object;

const PANEL_SLOTS = { transition: CssSlide } as const;

/** A priority as people say it (the wire's values are codes: `urgent`, `high`, `medium`, `low`). */
const PRIORITY_WORDS: Record<NotificationPriority, string> = { urgent: 'Urgent', high: 'High priority', medium: 'Medium priority', low: 'Low priority' };

/** The chip colours MUI's filled Chip takes for each priority (urgent error, high warning, medium info, low default). */
const PRIORITY_COLORS = { urgent: 'error', high: 'warning', medium: 'info' } as const satisfies Partial<Record<NotificationPriority, string>>;

/**
 * The rows' one style sheet, made once from the theme (its CSS variables, so a colour scheme switch needs no new
 * rules): a row is plain elements with these classes, not MUI components each serialising its own styles (ADR 0137).
 */
function rowStyles(theme: Theme) {
  const { palette } = theme.vars;
  const chipColors = Object.fromEntries(
    Object.entries(PRIORITY_COLORS).map(([priority, color]) => [`.np-chip-${priority}`, { backgroundColor: palette[color].main, color: palette[color].contrastText }]),
  );
  return {
    '.np-spacer': { position: 'relative' },
    '.np-slot': { position: 'absolute', top: 0, left: 0, width: '100%' },
    '.np-row': { display: 'flex', gap: theme.spacing(1.5), padding: theme.spacing(1.5), borderBottom: `1px solid ${palette.divider}`, backgroundColor: 'transparent' },
    '.np-row[data-unread]': { backgroundColor: palette.action.hover },
    '.np-type': { paddingTop: theme.spacing(0.5), color: palette.text.secondary, flexShrink: 0 },
    '.np-row[data-unread] .np-type': { color: palette.primary.main },
    '.np-icon': { display: 'block', width: '1.25rem', height: '1.25rem', fill: 'currentColor', flexShrink: 0 },
    '.np-body': { flex: 1, minWidth: 0 },
    '.np-open': { all: 'unset', cursor: 'pointer', display: 'block', width: '100%' },
    '.np-title': { ...theme.typography.subtitle2, margin: 0, fontWeight: 500, ...clampLines(2) },
    '.np-row[data-unread] .np-title': { fontWeight: 700 },
    '.np-message': { ...theme.typography.body2, margin: 0, color: palette.text.secondary, ...clampLines(3) },
    '.np-meta': { display: 'flex', alignItems: 'center', gap: theme.spacing(1), marginTop: theme.spacing(0.75) },
    '.np-chip': {
      display: 'inline-flex',
      alignItems: 'center',
      height: 24,
      padding: '0 8px',
      borderRadius: 12,
      fontFamily: theme.typography.fontFamily,
      fontSize: theme.typography.pxToRem(13),
      whiteSpace: 'nowrap',
      backgroundColor: palette.action.selected,
      color: palette.text.primary,
    },
    ...chipColors,
    '.np-time': { ...theme.typography.caption, color: palette.text.secondary },
    '.np-actions': { display: 'flex', flexDirection: 'column' },
    '.np-action': {
      appearance: 'none',
      border: 0,
      margin: 0,
      padding: 5,
      borderRadius: '50%',
      backgroundColor: 'transparent',
      color: palette.action.active,
      cursor: 'pointer',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      '&:hover': { backgroundColor: palette.action.hover },
      // A 44 px target on a phone, as every icon button (issue #26).
      [theme.breakpoints.down('sm')]: { minWidth: 44, minHeight: 44 },
    },
  } as const;
}

/** Rendered once with the panel: memoised with no props, it renders again only when the theme changes. */
const RowStyles = memo(function RowStyles() {
  return <GlobalStyles styles={rowStyles} />;
});

/**
 * One notification, plain elements styled by the panel's one sheet. Memoised: scrolling the list moves rows
 * without rendering them again. The per-row buttons are named by `aria-label`; `title` gives the pointer its hint
 * (a Tooltip per row was most of a row's cost, ADR 0137).
 */
const NotificationRow = memo(function NotificationRow({ n, now }: { n: Notification; now: string }) {
  const dispatch = useAppDispatch();
  const unread = n.acknowledgedYN !== 'Y';
  const id = n.notificationUID;
  return (
    <article className="np-row" data-unread={unread ? '' : undefined} aria-label={`${n.title}${unread ? ', unread' : ''}`}>
      <div className="np-type">
        <Icon d={PATHS[n.type]} />
      </div>
      <div className="np-body">
        <button type="button" className="np-open" onClick={() => dispatch(notificationClicked({ id }))}>
          <h3 className="np-title">{n.title}</h3>
          <p className="np-message">{datedText(n.message)}</p>
        </button>
        <div className="np-meta">
          <span className={n.priority === 'low' ? 'np-chip' : `np-chip np-chip-${n.priority}`}>{PRIORITY_WORDS[n.priority]}</span>
          <span className="np-time">
            <time dateTime={n.dateCreated}>{relativeTime(n.dateCreated, now)}</time>
          </span>
        </div>
      </div>
      <div className="np-actions">
        {unread && (
          <button type="button" className="np-action" title="Mark as read" aria-label={`Mark ${n.title} as read`} onClick={() => dispatch(markReadClicked({ id }))}>
            <Icon d={PATHS.done} />
          </button>
        )}
        <button type="button" className="np-action" title="Dismiss" aria-label={`Dismiss ${n.title}`} onClick={() => dispatch(dismissClicked({ id }))}>
          <Icon d={PATHS.close} />
        </button>
      </div>
    </article>
  );
});

/** Memoised: it renders when its list or the minute changes, not when something around it does. */
const VirtualList = memo(function VirtualList({ items, now }: { items: Notification[]; now: string }) {
  const scroller = useRef<HTMLDivElement>(null);
  // Long lists stay smooth: only the rows in view are rendered.
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_ESTIMATE,
    overscan: OVERSCAN,
    initialRect: { width: PANEL_WIDTH, height: 800 },
  });
  return (
    <Box ref={scroller} sx={FEED_SX} role="feed" aria-label="Notifications" aria-busy={false}>
      <div className="np-spacer" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const n = items[row.index];
          if (!n) return null;
          // The offset is an inline style: as an `sx` value every new offset would be a new CSS rule.
          return (
            <div key={n.notificationUID} className="np-slot" data-index={row.index} ref={virtualizer.measureElement} style={{ transform: `translateY(${row.start}px)` }}>
              <NotificationRow n={n} now={now} />
            </div>
          );
        })}
      </div>
    </Box>
  );
});

/**
 * What the panel shows: header, filter tabs, actions and the list, a projection of the store. Memoised with no
 * props and reading neither `open` nor anything that opening changes: opening the panel renders the drawer around
 * it, not this (ADR 0141).
 */
const PanelContent = memo(function PanelContent() {
  const dispatch = useAppDispatch();
  const filter = useAppSelector(selectNotificationFilter);
  const now = useAppSelector(selectNow);
  const { data, isLoading, isError, isFetching } = useNotificationsListState();
  const all = data ?? EMPTY;
  const unread = useMemo(() => unreadCount(data), [data]);
  const items = useMemo(() => (filter === 'unread' ? all.filter((n) => n.acknowledgedYN !== 'Y') : all), [filter, all]);

  let body;
  if (isLoading) {
    body = (
      <Stack role="status" sx={{ p: 4, alignItems: 'center', gap: 2 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>Loading notifications...</Typography>
      </Stack>
    );
  } else if (isError && all.length === 0) {
    body = (
      <Stack role="alert" sx={{ p: 4, alignItems: 'center', gap: 2 }}>
        <Typography>Failed to load notifications</Typography>
        <Button variant="outlined" onClick={() => dispatch(refreshClicked())}>
          Try again
        </Button>
      </Stack>
    );
  } else if (items.length === 0) {
    body = (
      <Stack sx={{ p: 4, alignItems: 'center', gap: 2 }} role="status">
        <NotificationsNone color="disabled" aria-hidden />
        <Typography>{filter === 'unread' ? 'No unread notifications' : 'No notifications'}</Typography>
        {filter === 'unread' && all.length > 0 && (
          <Button variant="text" onClick={() => dispatch(notificationFilterChosen('all'))}>
            View all notifications
          </Button>
        )}
      </Stack>
    );
  } else if (items.length > VIRTUALIZE_ABOVE) {
    body = <VirtualList items={items} now={now} />;
  } else {
    body = (
      <Box sx={FEED_SX} role="feed" aria-label="Notifications">
        {items.map((n) => (
          <NotificationRow key={n.notificationUID} n={n} now={now} />
        ))}
      </Box>
    );
  }

  return (
    <>
      <RowStyles />
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id="notifications-title" component="h2" variant="h6" sx={{ flex: 1 }}>
          Notifications
        </Typography>
        <Tooltip title="Refresh">
          <span>
            <IconButton aria-label="Refresh" onClick={() => dispatch(refreshClicked())} disabled={isFetching}>
              <Refresh />
            </IconButton>
          </span>
        </Tooltip>
        <IconButton aria-label="Close notifications" onClick={() => dispatch(notificationsPanelClosed())}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Tabs value={filter} onChange={(_e, value: 'all' | 'unread') => dispatch(notificationFilterChosen(value))} aria-label="Notification filter" variant="fullWidth">
        <Tab value="all" label={`All (${all.length})`} />
        <Tab value="unread" label={`Unread (${unread})`} />
      </Tabs>
      <Stack direction="row" spacing={1} sx={{ px: 2, py: 1, justifyContent: 'flex-end' }}>
        {unread > 0 && (
          <Button size="small" onClick={() => dispatch(markAllReadClicked())}>
            Mark all read
          </Button>
        )}
        <Button size="small" color="error" onClick={() => dispatch(clearAllClicked())} disabled={all.length === 0}>
          Clear all
        </Button>
      </Stack>
      {body}
    </>
  );
});

/** The notifications panel (spec §2): a 420 px dialog from the right (full width on phones), a projection of the store. */
export function NotificationsPanel() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectNotificationsPanelOpen);
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={() => dispatch(notificationsPanelClosed())}
      // Kept mounted while closed (ADR 0137): opening shows rows already rendered instead of mounting them. Closed,
      // MUI hides it (`visibility: hidden`, `aria-hidden`), so it is neither focusable nor read.
      ModalProps={KEEP_MOUNTED}
      slotProps={PANEL_SLOT_PROPS}
      // Slides in by CSS alone (ADR 0150): MUI's Slide measured the paper and read the layout inside the click.
      slots={PANEL_SLOTS}
    >
      <PanelContent />
      {/* The theme gives a kept-mounted modal no outlet (buildTheme): this one is there only while the panel is open. */}
      {open && <AnnouncerOutlet />}
    </Drawer>
  );
}

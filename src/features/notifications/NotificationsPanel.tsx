import { memo, useMemo, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Campaign from '@mui/icons-material/Campaign';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlined';
import CloseIcon from '@mui/icons-material/Close';
import DoneIcon from '@mui/icons-material/Done';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import NotificationsNone from '@mui/icons-material/NotificationsNone';
import Refresh from '@mui/icons-material/Refresh';
import SettingsSuggest from '@mui/icons-material/SettingsSuggest';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { relativeTime } from '../../lib/relativeTime';
import { clampLines } from '../../ui/text';
import { selectNow } from '../clock/clockSlice';
import { unreadCount, useNotificationsListState } from '../../api/notificationsApi';
import { notificationFilterChosen, notificationsPanelClosed, PANEL_WIDTH, selectNotificationsPanel } from './notificationsPanelSlice';
import { clearAllClicked, dismissClicked, markAllReadClicked, markReadClicked, notificationClicked, refreshClicked } from './events';
import type { Notification, NotificationType } from '../../api/types/notification';

const ROW_ESTIMATE = 116;
/** Rows rendered beyond the visible ones on each side. */
const OVERSCAN = 2;
/** Short lists render plainly; longer ones only render the rows in view. */
export const VIRTUALIZE_ABOVE = 30;

const TYPE_ICONS: Record<NotificationType, typeof InfoOutlined> = {
  system: SettingsSuggest,
  announcement: Campaign,
  alert: ErrorOutline,
  chat: ChatBubbleOutline,
  other: InfoOutlined,
};

const EMPTY: Notification[] = [];

const PRIORITY_COLORS = { urgent: 'error', high: 'warning', medium: 'info', low: 'default' } as const;

function TypeIcon({ type }: { type: NotificationType }) {
  const Icon = TYPE_ICONS[type];
  return <Icon fontSize="small" aria-hidden />;
}

// Static styles live here, not inline: a row renders again only when its notification or the clock changes,
// and then Emotion finds the same style objects instead of building new ones (ADR 0133).
const ROW_SX = { display: 'flex', gap: 1.5, p: 1.5, borderBottom: 1, borderColor: 'divider' } as const;
const ROW_UNREAD_SX = { ...ROW_SX, bgcolor: 'action.hover' } as const;
const ROW_READ_SX = { ...ROW_SX, bgcolor: 'transparent' } as const;
const ICON_UNREAD_SX = { pt: 0.5, color: 'primary.main' } as const;
const ICON_READ_SX = { pt: 0.5, color: 'text.secondary' } as const;
const BODY_SX = { flex: 1, minWidth: 0 } as const;
const OPEN_BUTTON_SX = { all: 'unset', cursor: 'pointer', display: 'block', width: '100%', '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' } } as const;
const TITLE_UNREAD_SX = { fontWeight: 700, ...clampLines(2) } as const;
const TITLE_READ_SX = { fontWeight: 500, ...clampLines(2) } as const;
const MESSAGE_SX = clampLines(3);
const META_SX = { mt: 0.75, alignItems: 'center' } as const;
const FEED_SX = { flex: 1, overflowY: 'auto' } as const;
const SPACER_SX = { position: 'relative' } as const;
const SLOT_SX = { position: 'absolute', top: 0, left: 0, width: '100%' } as const;

/** One notification. Memoised: scrolling the list moves rows without rendering them again. */
const NotificationRow = memo(function NotificationRow({ n, now }: { n: Notification; now: string }) {
  const dispatch = useAppDispatch();
  const unread = n.acknowledgedYN !== 'Y';
  const id = n.notificationUID;
  return (
    <Box component="article" aria-label={`${n.title}${unread ? ', unread' : ''}`} sx={unread ? ROW_UNREAD_SX : ROW_READ_SX}>
      <Box sx={unread ? ICON_UNREAD_SX : ICON_READ_SX}>
        <TypeIcon type={n.type} />
      </Box>
      <Box sx={BODY_SX}>
        <Box component="button" type="button" onClick={() => dispatch(notificationClicked({ id }))} sx={OPEN_BUTTON_SX}>
          <Typography variant="subtitle2" component="h3" sx={unread ? TITLE_UNREAD_SX : TITLE_READ_SX}>
            {n.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={MESSAGE_SX}>
            {n.message}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={META_SX}>
          <Chip size="small" label={n.priority} color={PRIORITY_COLORS[n.priority]} />
          <Typography variant="caption" color="text.secondary">
            <time dateTime={n.dateCreated}>{relativeTime(n.dateCreated, now)}</time>
          </Typography>
        </Stack>
      </Box>
      <Stack>
        {unread && (
          <Tooltip title="Mark as read">
            <IconButton size="small" aria-label={`Mark ${n.title} as read`} onClick={() => dispatch(markReadClicked({ id }))}>
              <DoneIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        <Tooltip title="Dismiss">
          <IconButton size="small" aria-label={`Dismiss ${n.title}`} onClick={() => dispatch(dismissClicked({ id }))}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
    </Box>
  );
});

function VirtualList({ items, now }: { items: Notification[]; now: string }) {
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
      <Box sx={SPACER_SX} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const n = items[row.index];
          if (!n) return null;
          // The offset is an inline style: as an `sx` value every new offset would be a new CSS rule.
          return (
            <Box key={n.notificationUID} data-index={row.index} ref={virtualizer.measureElement} sx={SLOT_SX} style={{ transform: `translateY(${row.start}px)` }}>
              <NotificationRow n={n} now={now} />
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

/** The notifications panel (spec §2): a 420 px dialog from the right (full width on phones), a projection of the store. */
export function NotificationsPanel() {
  const dispatch = useAppDispatch();
  const { open, filter } = useAppSelector(selectNotificationsPanel);
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
    <Drawer
      anchor="right"
      open={open}
      onClose={() => dispatch(notificationsPanelClosed())}
      slotProps={{ paper: { role: 'dialog', 'aria-modal': true, 'aria-labelledby': 'notifications-title', sx: { width: { xs: '100%', sm: PANEL_WIDTH }, maxWidth: '100vw', display: 'flex', flexDirection: 'column' } } as object }}
    >
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
    </Drawer>
  );
}

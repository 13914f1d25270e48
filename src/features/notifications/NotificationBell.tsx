import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useAppDispatch } from '../../app/hooks';
import { badgeText } from '../../lib/badge';
import { PointerHint } from '../../ui/PointerHint';
import { unreadCount, useNotificationsList } from '../../api/notificationsApi';
import { notificationsPanelToggled } from './events';

export function NotificationBell({ showZero = false }: { showZero?: boolean }) {
  const dispatch = useAppDispatch();
  const { data } = useNotificationsList();
  const count = unreadCount(data);
  const text = badgeText(count, { showZero });
  return (
    <PointerHint title="Notifications">
      <IconButton aria-label={count > 0 ? `Notifications, ${count} unread` : 'Notifications'} onClick={() => dispatch(notificationsPanelToggled())}>
        <Badge badgeContent={text} color="error" invisible={text === null} overlap="circular">
          <NotificationsIcon />
        </Badge>
      </IconButton>
    </PointerHint>
  );
}

import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { EmailNotificationSettings } from '../emailSettings/EmailNotificationSettings';
import { RadioChoices } from '../../ui/RadioChoices';
import { toastRequested } from './events';
import { selectToastPosition, TOAST_POSITIONS, toastPositionChosen } from './toastsSlice';
import type { ToastPosition } from './toastsSlice';

const TOAST_POSITION_LABELS: Record<ToastPosition, string> = {
  'top-right': 'Top right (default)',
  'top-left': 'Top left',
  'bottom-right': 'Bottom right',
  'bottom-left': 'Bottom left',
  'top-center': 'Top center',
  'bottom-center': 'Bottom center',
};

const POSITION_OPTIONS = TOAST_POSITIONS.map((value) => ({ value, label: TOAST_POSITION_LABELS[value] }));

/** Settings ▸ Notifications: where toasts appear, a sample to try it, and which notices also go by e-mail. */
export function NotificationSettings() {
  const dispatch = useAppDispatch();
  const toastPosition = useAppSelector(selectToastPosition);
  return (
    <>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        In-app notifications appear under the bell in the header. Pop-up messages (toasts) appear in the corner you choose.
      </Typography>
      <Typography id="toast-position-label" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Toast position
      </Typography>
      <RadioChoices labelledBy="toast-position-label" options={POSITION_OPTIONS} value={toastPosition} onChange={(position) => dispatch(toastPositionChosen(position))} />
      <Button
        variant="outlined"
        sx={{ mt: 1 }}
        onClick={() => dispatch(toastRequested({ type: 'info', title: 'Sample notification', message: 'Toasts appear here.' }))}
      >
        Show a sample toast
      </Button>
      <EmailNotificationSettings />
    </>
  );
}

import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
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

/** Settings ▸ Notifications: where toasts appear, and a sample to try it. */
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
      <RadioGroup
        aria-labelledby="toast-position-label"
        value={toastPosition}
        onChange={(e) => {
          const position = TOAST_POSITIONS.find((p) => p === e.target.value);
          if (position) dispatch(toastPositionChosen(position));
        }}
        row
      >
        {TOAST_POSITIONS.map((p) => (
          <FormControlLabel key={p} value={p} control={<Radio />} label={TOAST_POSITION_LABELS[p]} />
        ))}
      </RadioGroup>
      <Button
        variant="outlined"
        sx={{ mt: 1 }}
        onClick={() => dispatch(toastRequested({ type: 'info', title: 'Sample notification', message: 'Toasts appear here.' }))}
      >
        Show a sample toast
      </Button>
    </>
  );
}

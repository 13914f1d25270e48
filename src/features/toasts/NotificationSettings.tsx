import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { EmailNotificationSettings } from '../emailSettings/EmailNotificationSettings';
import { PlainButton, PlainRadioGroup, PlainText } from '../../ui/plainControls';
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

// Plain elements and controls (ADR 0156), drawn as the Typography, RadioGroup and Button they replace.
const INTRO_STYLE = { marginBottom: 16 } as const;
const SAMPLE_STYLE = { marginTop: 8 } as const;
const POSITION_OPTIONS = TOAST_POSITIONS.map((value) => ({ value, label: TOAST_POSITION_LABELS[value] }));

/** Settings ▸ Notifications: where toasts appear, a sample to try it, and which notices also go by e-mail. */
export function NotificationSettings() {
  const dispatch = useAppDispatch();
  const toastPosition = useAppSelector(selectToastPosition);
  return (
    <>
      <PlainText secondary style={INTRO_STYLE}>
        In-app notifications appear under the bell in the header. Pop-up messages (toasts) appear in the corner you choose.
      </PlainText>
      <PlainText as="h3" variant="subtitle" id="toast-position-label">
        Toast position
      </PlainText>
      <PlainRadioGroup labelledBy="toast-position-label" options={POSITION_OPTIONS} value={toastPosition} onChange={(position) => dispatch(toastPositionChosen(position))} />
      <PlainButton
        variant="outlined"
        size="medium"
        style={SAMPLE_STYLE}
        onClick={() => dispatch(toastRequested({ type: 'info', title: 'Sample notification', message: 'Toasts appear here.' }))}
      >
        Show a sample toast
      </PlainButton>
      <EmailNotificationSettings />
    </>
  );
}

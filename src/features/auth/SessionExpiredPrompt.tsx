import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectSessionPrompt } from './signedInSelectors';
import { signInAgainClicked } from './events';

export const SESSION_EXPIRED_TITLE = 'Your session has expired';
export const SIGN_IN_AGAIN = 'Sign in again';
export const SESSION_EXPIRED_TEXT = 'Sign in again to keep working. This page stays as it is, with anything you have typed.';

/**
 * Shown when silent renewal is no longer possible. The page stays as it is: signing in again happens in a popup,
 * so the URL, the anchor and anything typed are kept and the person is back where they were.
 *
 * It sits in a modal layer of its own, above any open dialog (issue #27 §6): a dialog hides everything outside
 * itself from screen readers and keeps keyboard focus in, so a prompt beside it could be neither heard nor
 * reached. As the top layer the prompt is announced and reachable (Tab from the dialog's last control); it
 * takes no focus by itself (anything being typed stays where it is), lets the pointer through around it, and
 * focus goes back where it was when it closes.
 *
 * A dialog or panel opened after the prompt would become the top layer and hide the prompt from screen readers
 * (MUI marks every other layer `aria-hidden`): when that happens the prompt opens again as a new layer, on top.
 */
export function SessionExpiredPrompt() {
  const dispatch = useAppDispatch();
  const { open, busy, error } = useAppSelector(selectSessionPrompt);
  const [layer, setLayer] = useState(0);
  // The layer's element, once its portal has mounted (a state, so the watch starts when it exists).
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!element) return undefined;
    const observer = new MutationObserver(() => {
      if (element.getAttribute('aria-hidden') === 'true') setLayer((n) => n + 1);
    });
    observer.observe(element, { attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, [element]);
  if (!open) return null;
  return (
    <Modal key={layer} ref={setElement} open hideBackdrop disableAutoFocus disableEnforceFocus disableScrollLock sx={{ pointerEvents: 'none' }}>
      <Alert
        severity="warning"
        role="alert"
        sx={{ position: 'fixed', top: 16, left: '50%', transform: 'translateX(-50%)', pointerEvents: 'auto', maxWidth: 'calc(100% - 32px)', boxShadow: 6, outline: 'none' }}
        action={
          <Button color="inherit" size="small" variant="outlined" disabled={busy} onClick={() => dispatch(signInAgainClicked())}>
            {SIGN_IN_AGAIN}
          </Button>
        }
      >
        <AlertTitle>{SESSION_EXPIRED_TITLE}</AlertTitle>
        {error ? error.message : SESSION_EXPIRED_TEXT}
        {error && error.code !== 'unknown' && (
          <Typography variant="caption" component="p">
            Error code: {error.code}
          </Typography>
        )}
      </Alert>
    </Modal>
  );
}

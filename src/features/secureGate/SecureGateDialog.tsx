import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { DEMO_PIN, gateCancelled, PIN_LENGTH, pinDigitEntered, pinPasted, selectPinComplete, selectSecureGate } from './secureGateSlice';
import { pinSubmitted } from './events';

export const SECURE_TITLE = 'Secure Authentication Required';

/** The PIN prompt. It cannot be closed by an outside click or Escape: only Cancel or a correct PIN. */
export function SecureGateDialog() {
  const dispatch = useAppDispatch();
  const { open, digits } = useAppSelector(selectSecureGate);
  const complete = useAppSelector(selectPinComplete);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  // After a wrong PIN the entry is cleared: focus returns to the first box.
  const empty = digits.every((d) => d === '');
  useEffect(() => {
    if (open && empty) boxes.current[0]?.focus();
  }, [open, empty]);

  return (
    <Dialog open={open} onClose={() => undefined} aria-labelledby="secure-title" aria-describedby="secure-help">
      <DialogTitle id="secure-title">{SECURE_TITLE}</DialogTitle>
      <DialogContent>
        <Typography id="secure-help" sx={{ mb: 2 }}>
          Enter your 4-character PIN to continue.
        </Typography>
        <Box role="group" aria-label="PIN" sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', mb: 2 }}>
          {digits.map((digit, index) => (
            <Box
              key={index}
              component="input"
              ref={(el: HTMLInputElement | null) => {
                boxes.current[index] = el;
              }}
              value={digit}
              autoFocus={index === 0}
              inputMode="text"
              autoComplete="one-time-code"
              maxLength={1}
              aria-label={`PIN character ${index + 1} of ${PIN_LENGTH}`}
              onChange={(e: React.ChangeEvent<HTMLInputElement>) => {
                const value = e.target.value;
                dispatch(pinDigitEntered({ index, value }));
                if (value !== '' && index < PIN_LENGTH - 1) boxes.current[index + 1]?.focus();
              }}
              onKeyDown={(e: React.KeyboardEvent<HTMLInputElement>) => {
                if (e.key === 'Backspace' && digit === '' && index > 0) {
                  e.preventDefault();
                  dispatch(pinDigitEntered({ index: index - 1, value: '' }));
                  boxes.current[index - 1]?.focus();
                }
              }}
              onPaste={(e: React.ClipboardEvent<HTMLInputElement>) => {
                const text = e.clipboardData.getData('text');
                if (text.trim().length >= 2) {
                  e.preventDefault();
                  dispatch(pinPasted(text));
                  boxes.current[Math.min(text.trim().length, PIN_LENGTH) - 1]?.focus();
                }
              }}
              sx={{ width: 48, height: 56, textAlign: 'center', fontSize: 24, borderRadius: 1, border: 2, borderColor: 'divider', bgcolor: 'background.paper', color: 'text.primary', '&:focus': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' } }}
            />
          ))}
        </Box>
        <Alert severity="info">
          Demo PIN: <strong>{DEMO_PIN}</strong>. This is a demonstration gate, not a security control.
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button variant="outlined" onClick={() => dispatch(gateCancelled())}>
          Cancel
        </Button>
        <Button variant="contained" disabled={!complete} onClick={() => dispatch(pinSubmitted())}>
          Authenticate
        </Button>
      </DialogActions>
    </Dialog>
  );
}

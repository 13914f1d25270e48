import { forwardRef, useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import CircularProgress from '@mui/material/CircularProgress';
import CloseIcon from '@mui/icons-material/Close';
import { SnackbarProvider, closeSnackbar, enqueueSnackbar } from 'notistack';
import type { CustomContentProps } from 'notistack';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectToastById, selectToastPosition, selectToasts, toastActionClicked, toastCloseClicked, toastHovered, toastLeft, TOAST_WIDTH } from './toastsSlice';
import type { ToastPosition } from './toastsSlice';
import { clampLines } from '../../ui/text';

/** One toast, read from the store by id: notistack only places it on screen. */
const ToastCard = forwardRef<HTMLDivElement, CustomContentProps>(function ToastCard({ id, style }, ref) {
  const dispatch = useAppDispatch();
  const toast = useAppSelector((state) => selectToastById(state, String(id)));
  if (!toast) return <div ref={ref} style={style} />;
  const severity = toast.type === 'loading' ? 'info' : toast.type;
  return (
    <Box
      ref={ref}
      style={style}
      sx={{ width: TOAST_WIDTH, maxWidth: 'calc(100vw - 32px)' }}
      onMouseEnter={() => dispatch(toastHovered(toast.id))}
      onMouseLeave={() => dispatch(toastLeft(toast.id))}
      data-testid="toast"
    >
      <Alert
        severity={severity}
        variant="filled"
        role={toast.type === 'error' ? 'alert' : 'status'}
        aria-live={toast.type === 'error' ? 'assertive' : 'polite'}
        icon={toast.type === 'loading' ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        action={
          <>
            {toast.action && (
              <Button color="inherit" size="small" onClick={() => dispatch(toastActionClicked({ id: toast.id }))}>
                {toast.action.label}
              </Button>
            )}
            <IconButton color="inherit" size="small" aria-label={`Close ${toast.title}`} onClick={() => dispatch(toastCloseClicked({ id: toast.id }))}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        }
        sx={{ width: '100%', boxShadow: 6, '& .MuiAlert-message': { minWidth: 0, flex: 1 } }}
      >
        <AlertTitle sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Box component="span" sx={clampLines(2)}>
            {toast.title}
          </Box>
          {toast.stackCount > 1 && <Chip size="small" label={`×${toast.stackCount}`} aria-label={`shown ${toast.stackCount} times`} sx={{ height: 20, flexShrink: 0, bgcolor: 'rgba(0,0,0,0.25)', color: 'inherit' }} />}
        </AlertTitle>
        <Box sx={clampLines(4)}>{toast.message}</Box>
      </Alert>
    </Box>
  );
});

function anchorOf(position: ToastPosition) {
  const [vertical, horizontal] = position.split('-') as ['top' | 'bottom', 'left' | 'right' | 'center'];
  return { vertical, horizontal };
}

/** Mirrors the store's toasts into notistack (enqueue new ids, close removed ones). No timers here. */
function ToastSync() {
  const toasts = useAppSelector(selectToasts);
  const shown = useRef(new Set<string>());
  useEffect(() => {
    const ids = new Set(toasts.map((t) => t.id));
    for (const toast of [...toasts].reverse()) {
      if (!shown.current.has(toast.id)) {
        shown.current.add(toast.id);
        enqueueSnackbar({ key: toast.id, variant: 'storeToast', persist: true, message: toast.title });
      }
    }
    for (const id of shown.current) {
      if (!ids.has(id)) {
        shown.current.delete(id);
        closeSnackbar(id);
      }
    }
  }, [toasts]);
  return null;
}

declare module 'notistack' {
  interface VariantOverrides {
    storeToast: true;
  }
}

export function ToastHost() {
  const position = useAppSelector(selectToastPosition);
  return (
    <SnackbarProvider maxSnack={5} anchorOrigin={anchorOf(position)} Components={{ storeToast: ToastCard }} autoHideDuration={null} preventDuplicate={false}>
      <ToastSync />
    </SnackbarProvider>
  );
}

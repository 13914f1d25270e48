import { forwardRef, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import CircularProgress from '@mui/material/CircularProgress';
import CloseIcon from '@mui/icons-material/Close';
import { createPortal } from 'react-dom';
import { SnackbarProvider, closeSnackbar, enqueueSnackbar } from 'notistack';
import type { CustomContentProps } from 'notistack';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PANEL_WIDTH, selectNotificationsPanel } from '../notifications/notificationsPanelSlice';
import { selectToastById, selectToastPosition, selectToasts, TOAST_WIDTH } from './toastsSlice';
import { toastActionClicked, toastCloseClicked, toastHovered, toastLeft } from './events';
import type { Toast, ToastPosition } from './toastsSlice';
import { clampLines } from '../../ui/text';
import { queueAfterNextPaint } from '../../lib/afterNextPaint';
import { subscribeToOutlets, topOutlet } from '../../ui/announcerOutlet';

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
      sx={{ width: TOAST_WIDTH, maxWidth: '100%' }}
      onMouseEnter={() => dispatch(toastHovered(toast.id))}
      onMouseLeave={() => dispatch(toastLeft(toast.id))}
      data-testid="toast"
      data-toast-type={toast.type}
    >
      <Alert
        severity={severity}
        variant="filled"
        // The card is a status display, not a live region: ToastAnnouncer speaks each toast once.
        role="status"
        aria-live="off"
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

/** Gap between the header (4rem) and the first toast; toasts never cover header controls. */
const HEADER_CLEARANCE = 'calc(4rem + 8px)';
const EDGE = 16;
const CONTAINER_CLASS = 'portal-toasts';

/**
 * Where the stack sits (ADR 0102): top positions start below the header, the newest toast is nearest the
 * anchored edge, and while the notifications panel is open the stack moves beside it (from sm up) or to the
 * bottom (phones, where the panel is full width), clear of its action buttons.
 */
export function toastContainerStyles(position: ToastPosition, panelOpen: boolean) {
  const { vertical } = anchorOf(position);
  const base = vertical === 'top' ? { top: HEADER_CLEARANCE, bottom: 'auto', flexDirection: 'column-reverse' } : { flexDirection: 'column' };
  if (!panelOpen) return base;
  return {
    ...base,
    '@media (min-width: 600px)': {
      left: 'auto',
      right: `${PANEL_WIDTH + EDGE}px`,
      transform: 'none',
      alignItems: 'flex-end',
      maxWidth: `calc(100% - ${PANEL_WIDTH + 2 * EDGE}px)`,
    },
    '@media (max-width: 599.95px)': { top: 'auto', bottom: `${EDGE}px`, flexDirection: 'column' },
  };
}

const VISUALLY_HIDDEN = { position: 'absolute', width: '1px', height: '1px', p: 0, m: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;
const noOutlet = () => null;

/** Text a screen reader hears for a toast. */
const spoken = (toast: Toast) => (toast.message ? `${toast.title}. ${toast.message}` : toast.title);

/** What the live regions hold, and where they are (an outlet, or null: in place). */
interface Said {
  where: HTMLElement | null;
  polite: string;
  assertive: string;
}

/**
 * Two live regions that exist before any toast does: each new toast is spoken once (errors assertively),
 * and a toast that stacks (×2) or re-renders is not spoken again. While a modal is open the regions are
 * portalled into its announcer outlet (ADR 0120), since the page behind it is hidden from screen readers;
 * wherever they move to, they start empty, so an old toast is not read out again.
 */
function ToastAnnouncer() {
  const toasts = useAppSelector(selectToasts);
  const outlet = useSyncExternalStore(subscribeToOutlets, topOutlet, noOutlet);
  const spokenIds = useRef(new Set<string>());
  const [said, setSaid] = useState<Said>({ where: null, polite: '', assertive: '' });
  useEffect(() => {
    const fresh = toasts.filter((t) => !spokenIds.current.has(t.id));
    for (const t of fresh) spokenIds.current.add(t.id);
    const newest = fresh[0];
    if (!newest) return;
    setSaid((before) => {
      const here = before.where === outlet ? before : { where: outlet, polite: '', assertive: '' };
      return newest.type === 'error' ? { ...here, assertive: spoken(newest) } : { ...here, polite: spoken(newest) };
    });
  }, [toasts, outlet]);
  const here = said.where === outlet;
  const regions = (
    <>
      <Box role="status" aria-live="polite" sx={VISUALLY_HIDDEN} data-testid="toast-announcer-polite">
        {here ? said.polite : ''}
      </Box>
      <Box role="alert" aria-live="assertive" sx={VISUALLY_HIDDEN} data-testid="toast-announcer-assertive">
        {here ? said.assertive : ''}
      </Box>
    </>
  );
  return outlet ? createPortal(regions, outlet) : regions;
}

/**
 * Mirrors the store's toasts into notistack (enqueue new ids, close removed ones). No timers here. The mirror runs
 * after the next paint: a toast follows the act that asked for it (a decision, a save), whose own result (the row's
 * "Approved") is painted first; notistack's entrance measured its height inside the click (docs/perf/0180). The
 * live regions above speak the toast as before.
 */
function ToastSync() {
  const toasts = useAppSelector(selectToasts);
  const shown = useRef(new Set<string>());
  useEffect(() => {
    let current = true;
    queueAfterNextPaint(() => {
      // A newer list supersedes this one (its own run follows).
      if (!current) return;
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
    });
    return () => {
      current = false;
    };
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
  const panelOpen = useAppSelector(selectNotificationsPanel).open;
  return (
    <>
      {/* Doubled class: wins over notistack's own single-class rules. */}
      <GlobalStyles styles={{ [`.${CONTAINER_CLASS}.${CONTAINER_CLASS}`]: toastContainerStyles(position, panelOpen) }} />
      <ToastAnnouncer />
      <SnackbarProvider
        maxSnack={5}
        anchorOrigin={anchorOf(position)}
        Components={{ storeToast: ToastCard }}
        autoHideDuration={null}
        preventDuplicate={false}
        classes={{ containerRoot: CONTAINER_CLASS }}
      >
        <ToastSync />
      </SnackbarProvider>
    </>
  );
}

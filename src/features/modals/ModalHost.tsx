import { useDeferredValue, useState } from 'react';
import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { ModalAction, ModalSize } from './events';
import { selectKeptModals, selectModalStack } from './modalsSlice';
import { modalActionClicked, modalCancelClicked, modalConfirmClicked, modalDismissed } from './events';
import type { ModalConfig } from './modalsSlice';

/** Spec §3 sizes in pixels (Tailwind's scale, which the sizes' names come from). */
export const MODAL_WIDTHS: Record<Exclude<ModalSize, 'full'>, number> = {
  xs: 320, sm: 384, md: 448, lg: 512, xl: 576, '2xl': 672, '3xl': 768, '4xl': 896, '5xl': 1024, '6xl': 1152,
};

/** Custom content by key, with plain props: the modal config stays serialisable. */
export const modalRegistry: Record<string, ComponentType<Record<string, unknown>>> = {
  text: ({ text }) => <Typography>{typeof text === 'string' ? text : ''}</Typography>,
};

/**
 * Modals a page view asks the portal to keep (ADR 0137), by content key, with the id of the page that opens them
 * and the config they are first built with. Once the person is idle after sign-in, each whose page is among theirs
 * is built once, closed and hidden, and stays in the document: opening it then shows it (its transition and focus
 * trap) rather than building a dialog inside the click (issue #49).
 */
export const keptModals: Record<string, { page: string; modal: ModalConfig }> = {};

/** The content keys of the kept modals of `pages` (page ids). */
export const keptModalsOf = (pages: readonly string[]) => Object.keys(keptModals).filter((key) => pages.includes(keptModals[key]?.page ?? ''));

function ActionButton({ modal, which, action }: { modal: ModalConfig; which: 'primary' | 'secondary'; action: ModalAction }) {
  const dispatch = useAppDispatch();
  const danger = action.variant === 'danger';
  return (
    <Button
      variant={which === 'primary' ? 'contained' : 'outlined'}
      color={danger ? 'error' : 'primary'}
      disabled={action.disabled === true || action.isLoading === true}
      aria-busy={action.isLoading === true}
      startIcon={action.isLoading ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
      onClick={() => dispatch(modalActionClicked({ id: modal.id, which }))}
    >
      {action.label}
    </Button>
  );
}

/** One modal: open unless it is a kept one (`kept`) that is closed, hidden in the document until it opens again. */
function ModalView({ modal, top, open = true, kept = false }: { modal: ModalConfig; top: boolean; open?: boolean; kept?: boolean }) {
  const dispatch = useAppDispatch();
  const size = modal.size ?? 'md';
  const Content = modal.content ? modalRegistry[modal.content.key] : undefined;
  const Footer = modal.footer ? modalRegistry[modal.footer.key] : undefined;
  const titleId = `modal-title-${modal.id}`;
  const title = modal.title ?? (modal.type === 'confirmation' ? 'Please confirm' : modal.type === 'alert' ? 'Notice' : '');
  return (
    <Dialog
      open={open}
      keepMounted={kept}
      fullScreen={size === 'full'}
      disableEnforceFocus={!top}
      aria-labelledby={titleId}
      onClose={(_event, reason) => dispatch(modalDismissed({ id: modal.id, reason }))}
      slotProps={{ paper: { sx: size === 'full' ? {} : { width: MODAL_WIDTHS[size], maxWidth: 'calc(100vw - 32px)' } } }}
    >
      <DialogTitle id={titleId}>
        {title}
        {modal.subtitle && (
          <Typography variant="body2" color="textSecondary" component="span" sx={{ display: 'block' }}>
            {modal.subtitle}
          </Typography>
        )}
      </DialogTitle>
      <DialogContent>
        {modal.message && <DialogContentText>{modal.message}</DialogContentText>}
        {Content && <Content {...(modal.content?.props ?? {})} />}
      </DialogContent>
      <DialogActions>
        {modal.type === 'confirmation' && (
          <>
            <Button variant="outlined" onClick={() => dispatch(modalCancelClicked({ id: modal.id }))}>
              {modal.cancelText ?? 'Cancel'}
            </Button>
            <Button variant="contained" color={modal.isDestructive ? 'error' : 'primary'} onClick={() => dispatch(modalConfirmClicked({ id: modal.id }))}>
              {modal.confirmText ?? 'Confirm'}
            </Button>
          </>
        )}
        {modal.type === 'alert' && (
          <Button variant="contained" onClick={() => dispatch(modalConfirmClicked({ id: modal.id }))}>
            {modal.buttonText ?? 'OK'}
          </Button>
        )}
        {modal.type === 'custom' && Footer && (
          <Box sx={{ flex: 1 }}>
            <Footer {...(modal.footer?.props ?? {})} />
          </Box>
        )}
        {modal.type === 'custom' && modal.showDefaultActions !== false && (
          <>
            {modal.secondaryAction && <ActionButton modal={modal} which="secondary" action={modal.secondaryAction} />}
            {modal.primaryAction && <ActionButton modal={modal} which="primary" action={modal.primaryAction} />}
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** Renders the modal stack, newest on top, and the kept modals, each open while the stack holds it. */
export function ModalHost() {
  const stack = useAppSelector(selectModalStack);
  // Built in a render React may interrupt (a deferred value): a click meanwhile is not held back by it.
  const kept = useDeferredValue(useAppSelector(selectKeptModals));
  // What each kept modal showed last: it goes on showing that while it fades out and while it is closed.
  const [shown, setShown] = useState<Readonly<Record<string, ModalConfig>>>({});
  const keptKey = (modal: ModalConfig) => (modal.content && kept.includes(modal.content.key) ? modal.content.key : undefined);
  const opened = stack.flatMap((modal) => {
    const key = keptKey(modal);
    return key !== undefined && shown[key] !== modal ? [[key, modal] as const] : [];
  });
  if (opened.length > 0) setShown({ ...shown, ...Object.fromEntries(opened) });
  const top = stack.at(-1);
  return (
    <>
      {stack.map((modal, i) => (keptKey(modal) === undefined ? <ModalView key={modal.id} modal={modal} top={i === stack.length - 1} /> : null))}
      {kept.map((key) => {
        const open = stack.find((modal) => keptKey(modal) === key);
        const modal = open ?? shown[key] ?? keptModals[key]?.modal;
        return modal && <ModalView key={`kept:${key}`} modal={modal} top={open !== undefined && open === top} open={open !== undefined} kept />;
      })}
    </>
  );
}

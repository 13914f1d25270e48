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
import { selectModalStack } from './modalsSlice';
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
 * Modals a page view registers for the portal's warm-up (ADR 0137), by content key, with the id of the page that
 * opens them: each is rendered once, hidden, when the person is idle after sign-in and that page is among theirs,
 * so its first opening runs compiled code with its styles already inserted.
 */
export const modalWarmups: Record<string, { page: string; modal: ModalConfig }> = {};

/** The registered warm-up modals of `pages` (page ids), by content key. */
export const warmModalsOf = (pages: readonly string[]) => Object.entries(modalWarmups).filter(([, warm]) => pages.includes(warm.page));

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

function ModalView({ modal, top, inPlace = false }: { modal: ModalConfig; top: boolean; inPlace?: boolean }) {
  const dispatch = useAppDispatch();
  const size = modal.size ?? 'md';
  const Content = modal.content ? modalRegistry[modal.content.key] : undefined;
  const Footer = modal.footer ? modalRegistry[modal.footer.key] : undefined;
  const titleId = `modal-title-${modal.id}`;
  const title = modal.title ?? (modal.type === 'confirmation' ? 'Please confirm' : modal.type === 'alert' ? 'Notice' : '');
  return (
    <Dialog
      open
      fullScreen={size === 'full'}
      disableEnforceFocus={!top}
      disablePortal={inPlace}
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

/** Renders the modal stack, newest on top. */
export function ModalHost() {
  const stack = useAppSelector(selectModalStack);
  return (
    <>
      {stack.map((modal, i) => (
        <ModalView key={modal.id} modal={modal} top={i === stack.length - 1} />
      ))}
    </>
  );
}

/**
 * The registered warm-up modals of `pages`, where this is rendered (`inPlace`: MUI's portal would wait for an effect): for the
 * portal's warm-up only, inside a hidden `Activity` outside the document, where no effect runs (no focus trap, no
 * scroll lock, no transition) and nothing is dispatched.
 */
export function WarmModals({ pages }: { pages: readonly string[] }) {
  return (
    <>
      {warmModalsOf(pages).map(([key, { modal }]) => (
        <ModalView key={key} modal={modal} top inPlace />
      ))}
    </>
  );
}

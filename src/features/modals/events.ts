import { createAction, nanoid } from '@reduxjs/toolkit';
import type { UnknownAction } from '@reduxjs/toolkit';

export const MODAL_SIZES = ['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl', '6xl', 'full'] as const;
export type ModalSize = (typeof MODAL_SIZES)[number];

export interface ModalAction {
  label: string;
  /** Dispatched when the button is clicked. */
  onClick?: UnknownAction;
  disabled?: boolean;
  isLoading?: boolean;
  variant?: 'primary' | 'secondary' | 'danger';
}

/** The modal config of spec §3 as plain data: every callback is a stored action. */
export interface ModalRequest {
  type: 'confirmation' | 'alert' | 'custom';
  title?: string;
  subtitle?: string;
  size?: ModalSize;
  message?: string;
  confirmText?: string;
  cancelText?: string;
  isDestructive?: boolean;
  onConfirm?: UnknownAction;
  onCancel?: UnknownAction;
  buttonText?: string;
  /** Key into the custom-content registry, with plain props. */
  content?: { key: string; props?: Record<string, unknown> };
  footer?: { key: string; props?: Record<string, unknown> };
  showDefaultActions?: boolean;
  primaryAction?: ModalAction;
  secondaryAction?: ModalAction;
  closeOnOverlayClick?: boolean;
}

/** Contract between features and the modal host: open a modal (the id is made here). */
export const modalRequested = createAction('modals/requested', (request: ModalRequest & { id?: string }) => ({
  payload: { ...request, id: request.id ?? nanoid() },
}));

/** Close one modal by id, or the newest when no id is given (spec §4). */
export const modalClosed = createAction('modals/closed', (id?: string) => ({ payload: { id } }));
export const allModalsClosed = createAction('modals/allClosed');
/**
 * The portal's warm-up (ADR 0137): these modals (content keys of `keptModals`) stay in the document from now on,
 * closed and hidden when not open; an empty list lets them go (the portal's sign-out).
 */
export const modalsKept = createAction<{ keys: string[] }>('modals/kept');
/** Views report what the person did; a listener dispatches the stored actions. */
export const modalConfirmClicked = createAction<{ id: string }>('modals/confirmClicked');
export const modalCancelClicked = createAction<{ id: string }>('modals/cancelClicked');
export const modalActionClicked = createAction<{ id: string; which: 'primary' | 'secondary' }>('modals/actionClicked');
/** Escape or a click on the overlay. */
export const modalDismissed = createAction<{ id: string; reason: 'escapeKeyDown' | 'backdropClick' }>('modals/dismissed');

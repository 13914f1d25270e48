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

// What the app shell's feedback layer renders of the toasts feature (ADR 0121).
export { ToastHost } from './ToastHost';

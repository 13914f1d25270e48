// What the app shell's feedback layer renders of the modals feature (ADR 0121).
export { ModalHost } from './ModalHost';

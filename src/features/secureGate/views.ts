// What the app shell's feedback layer renders of the PIN gate (ADR 0121).
export { SecureGateDialog } from './SecureGateDialog';

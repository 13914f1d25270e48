import { SessionExpiredPrompt } from '../features/auth/SessionExpiredPrompt';
import { ModalHost } from '../features/modals/ModalHost';
import { SecureGateDialog } from '../features/secureGate/SecureGateDialog';
import { ToastHost } from '../features/toasts/ToastHost';

export default function FeedbackSurfaces() {
  return (
    <>
      <ToastHost />
      <ModalHost />
      <SecureGateDialog />
      <SessionExpiredPrompt />
    </>
  );
}

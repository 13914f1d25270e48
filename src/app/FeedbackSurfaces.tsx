import { Suspense } from 'react';
import { loadSessionExpiredPrompt } from '../features/auth/views';
import { lazyChunk } from '../features/deployment/views';
import { ModalHost } from '../features/modals/views';
import { SecureGateDialog } from '../features/secureGate/views';
import { ToastHost } from '../features/toasts/views';

// In this chunk ("feedback"): the auth feature's views are reached through its loaders only (ADR 0121).
const SessionExpiredPrompt = lazyChunk(() => loadSessionExpiredPrompt().then(({ SessionExpiredPrompt: Prompt }) => ({ default: Prompt })), { quiet: true });

export default function FeedbackSurfaces() {
  return (
    <>
      <ToastHost />
      <ModalHost />
      <SecureGateDialog />
      <Suspense fallback={null}>
        <SessionExpiredPrompt />
      </Suspense>
    </>
  );
}

import { createRoot } from 'react-dom/client';
import { CrashScreen } from './CrashBoundary';

/** A failure before the app renders still shows the crash screen, never a blank page. */
export function showStartupFailure(error: unknown): void {
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(<CrashScreen message={error instanceof Error ? error.message : String(error)} onRefresh={() => window.location.reload()} />);
}

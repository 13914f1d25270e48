import type { Recorder } from '../../features/replay/recorder';

/** Runtime switch for production builds: `localStorage.setItem('portal:qa', 'on')`, then reload. */
export const QA_FLAG_KEY = 'portal:qa';

let recorder: Recorder | null = null;

export function qaFlagSet(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(QA_FLAG_KEY) === 'on';
  } catch {
    return false;
  }
}

export function setQaRecorder(r: Recorder | null): void {
  recorder = r;
}

/** The session recorder, when QA tools are on (development, APP_DEVTOOLS=true or the runtime flag). */
export function getQaRecorder(): Recorder | null {
  return recorder;
}

import type { Recorder } from './recorder';

/** Runtime switch for production builds: `localStorage.setItem('portal:qa', 'on')`, then reload. */
export const QA_FLAG_KEY = 'portal:qa';
/** Where the remote Redux DevTools run (`npm run devtools`), e.g. `localhost:8765`; read at start-up in QA mode. */
export const DEVTOOLS_ADDRESS_KEY = 'portal:devtools';

let recorder: Recorder | null = null;

function readStorage(key: string): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function qaFlagSet(): boolean {
  return readStorage(QA_FLAG_KEY) === 'on';
}

/** `{ hostname, port }` of the remote DevTools the app connects to, when one was set. */
export function devToolsAddress(): { hostname: string; port: number } | null {
  const match = /^([\w.-]+):(\d{2,5})$/.exec(readStorage(DEVTOOLS_ADDRESS_KEY) ?? '');
  return match?.[1] && match[2] ? { hostname: match[1], port: Number(match[2]) } : null;
}

/** The browser extension injects this; the remote DevTools are only used without it. */
export function devToolsExtensionPresent(): boolean {
  return typeof window !== 'undefined' && '__REDUX_DEVTOOLS_EXTENSION_COMPOSE__' in window;
}

export function setQaRecorder(r: Recorder | null): void {
  recorder = r;
}

/** The session recorder, when QA tools are on (development, APP_DEVTOOLS=true or the runtime flag). */
export function getQaRecorder(): Recorder | null {
  return recorder;
}

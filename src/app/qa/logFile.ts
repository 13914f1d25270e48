import type { Recorder } from './recorder';

/** `portal-log-2026-11-22T23-40-05Z-settings-theme.json`: when it was exported (UTC) and the route it ended on. */
export function logFileName(at: Date, pathname: string): string {
  const time = at.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');
  const route = pathname.split('/').filter(Boolean).join('-').replace(/[^\w-]/g, '') || 'home-page';
  return `portal-log-${time}-${route}.json`;
}

/** Downloads the recorded session as a Redux DevTools log (the lifted state). Returns the file name. */
export function downloadLog(recorder: Recorder, pathname: string, at: Date = new Date()): string {
  const name = logFileName(at, pathname);
  const url = URL.createObjectURL(new Blob([JSON.stringify(recorder.exportLiftedState())], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}

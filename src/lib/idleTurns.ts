import { whenIdle } from './afterNextPaint';

let idleTurns: Promise<void> = Promise.resolve();

/**
 * Runs `task` once the browser is idle, after the tasks queued this way before it have finished (a promise it
 * returns included), one at a time: work deferred to idle time (preloading the portal's pages, then mounting the
 * notifications panel, ADR 0137) never competes with the page that is still arriving. Returns a cancel.
 */
export function whenIdleInTurn(task: () => unknown): () => void {
  let cancelled = false;
  idleTurns = idleTurns
    .then(() => whenIdle())
    .then(async () => {
      if (!cancelled) await task();
    })
    .catch(() => undefined);
  return () => {
    cancelled = true;
  };
}

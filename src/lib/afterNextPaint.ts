/**
 * Resolves once the browser has had the chance to paint what is already in the document: after the next
 * animation frame, in a new task. A tab that runs no animation frames (hidden, occluded) is not waited for
 * longer than a tenth of a second. Start-up uses it so the prerendered page is on screen before the app's
 * modules are evaluated (ADR 0110).
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const noFrame = setTimeout(resolve, 100);
    requestAnimationFrame(() => {
      clearTimeout(noFrame);
      setTimeout(resolve, 0);
    });
  });
}

/** Resolves in a new task: what follows runs after the browser had the chance to paint and handle input. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves when the browser is idle (at most `timeout` ms later; right away in a new task where idle callbacks are missing). */
export function whenIdle(timeout = 2000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, 0);
  });
}

/**
 * Queues `notify` for the task after the next frame has been painted (after 100 ms in a tab that runs no frames;
 * where there are no frames at all, as in Node, after 10 ms as Redux Toolkit's own timer queue does). The store
 * delivers RTK Query's batched notifications (a request started, its answer in) this way, not in the animation
 * frame before the paint: the frame a click or a key asked for is not held back by re-renders that only say a
 * request is under way (ADR 0143).
 */
export function queueAfterNextPaint(notify: () => void): void {
  if (typeof requestAnimationFrame !== 'function') {
    setTimeout(notify, 10);
    return;
  }
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(noFrame);
    notify();
  };
  const noFrame = setTimeout(run, 100);
  requestAnimationFrame(() => setTimeout(run, 0));
}

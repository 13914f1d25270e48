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

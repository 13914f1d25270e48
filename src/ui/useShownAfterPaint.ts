import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '../lib/afterNextPaint';

/**
 * Whether a page's content below its first screen is shown yet. `true` at once when `now` (a link to a place in the
 * page, which must not move once scrolled to); otherwise from the render after the browser has painted the first
 * screen, rendered as a transition (React may interrupt it: a click meanwhile is not held back). A navigation then
 * paints what the screen shows without waiting for what is below it (issue #49, docs/perf/0180). A render that runs
 * no effects (the portal's hidden warm-up) stays at the first screen.
 */
export function useShownAfterPaint(now: boolean): boolean {
  const [shown, setShown] = useState(now);
  useEffect(() => {
    if (shown) return undefined;
    let live = true;
    void afterNextPaint().then(() => {
      if (live) startTransition(() => setShown(true));
    });
    return () => {
      live = false;
    };
  }, [shown]);
  return shown || now;
}

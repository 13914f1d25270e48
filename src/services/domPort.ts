/** A key press as plain data: what the shortcut rules read. */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  /** The focus is in a text field: plain keys like '?' belong to the field. */
  inEditable: boolean;
}

/** Browser effects that are not history: scrolling and the global keyboard. Listeners call these; tests pass fakes. */
export interface DomPort {
  /** Scrolls to and focuses the element with this id; false when the page has no such element (yet). */
  scrollToAnchor(id: string): boolean;
  /** Scrolls the page back to its top once the frame after this one starts (see `browserDom`). */
  scrollToTop(): void;
  /** Calls back on every key press; returning true marks it handled (the browser's default is prevented). */
  onKeyDown(handler: (press: KeyPress) => boolean): () => void;
  /** Calls back with the vertical scroll position, at most once per animation frame (at once if already scrolled). */
  onScroll(handler: (y: number) => void): () => void;
}

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  // The tag first: `isContentEditable` brings the element's style up to date, inside every keystroke in a field.
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.isContentEditable;
}

export function browserDom(win: Window = window): DomPort {
  return {
    scrollToAnchor(id) {
      const target = win.document.getElementById(id);
      if (!target) return false;
      target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
      return true;
    },
    scrollToTop() {
      // In the next animation frame, not now: a navigation asks for this inside the click, before React renders the
      // new page, and scrolling there made the browser lay out the page being left (style and layout brought up to
      // date inside the click). In the frame, after React's commit, the page is laid out once, as the frame must
      // anyway, before it is painted at its top. A page already at its top is not scrolled at all.
      win.requestAnimationFrame(() => {
        if (win.scrollX !== 0 || win.scrollY !== 0) win.scrollTo({ top: 0, left: 0 });
      });
    },
    onKeyDown(handler) {
      const listener = (event: KeyboardEvent) => {
        const handled = handler({
          key: event.key,
          ctrlKey: event.ctrlKey,
          metaKey: event.metaKey,
          shiftKey: event.shiftKey,
          altKey: event.altKey,
          inEditable: isEditable(event.target),
        });
        if (handled) event.preventDefault();
      };
      win.addEventListener('keydown', listener);
      return () => win.removeEventListener('keydown', listener);
    },
    onScroll(handler) {
      let frame = 0;
      const listener = () => {
        if (frame) return;
        frame = win.requestAnimationFrame(() => {
          frame = 0;
          handler(win.scrollY);
        });
      };
      win.addEventListener('scroll', listener, { passive: true });
      // A prerendered page can be scrolled before the app starts (ADR 0112): report where it is now.
      if (win.scrollY !== 0) listener();
      return () => {
        win.removeEventListener('scroll', listener);
        if (frame) win.cancelAnimationFrame(frame);
      };
    },
  };
}

/**
 * Removes the primary-colour variables `theme-boot.js` put on <html> before the first paint. Called once the
 * app's own style sheet has the saved colour, so nothing changes on screen.
 */
export function releasePaintedVariables(doc: Document = document): void {
  const { style } = doc.documentElement;
  for (const name of Array.from(style)) if (name.startsWith('--mui-palette-')) style.removeProperty(name);
}

/**
 * Marks `<html data-app-ready>`: the page is hydrated (or first rendered) and every control works. A
 * prerendered public page is readable, and its links followable, long before that (ADR 0112).
 */
export function markAppReady(doc: Document = document): void {
  doc.documentElement.setAttribute('data-app-ready', '');
  // The moment, for `npm run bench`: what a page fetches after it is a prefetch, not its first load.
  if (typeof performance.mark === 'function') performance.mark('app-ready');
}

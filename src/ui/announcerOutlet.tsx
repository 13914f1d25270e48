import { forwardRef } from 'react';
import type { ComponentPropsWithoutRef } from 'react';

/**
 * Where announcements can be heard while a modal is open (ADR 0120). An open MUI modal sets `aria-hidden` on
 * everything outside it, and `aria-modal` tells screen readers to ignore that content anyway, so live regions
 * elsewhere on the page go unspoken. Every modal surface's paper holds one outlet; the outlets form a stack in
 * mount order (a modal opened over another mounts later), and the top one belongs to the modal not hidden.
 * This is DOM plumbing, not application state: it lives here, not in the store. Kept small: the theme, and
 * so every page's entry, imports it.
 */
let outlets: readonly HTMLElement[] = [];
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

function register(node: HTMLElement): () => void {
  outlets = [...outlets, node];
  changed();
  return () => {
    outlets = outlets.filter((outlet) => outlet !== node);
    changed();
  };
}

/** For `useSyncExternalStore`: told when an outlet comes or goes. */
export function subscribeToOutlets(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The top-most open modal's outlet, or null when no modal surface is open. */
export const topOutlet = (): HTMLElement | null => outlets[outlets.length - 1] ?? null;

/** Registered for as long as it is in the document (React 19 ref cleanup). */
const attach = (node: HTMLDivElement | null) => (node ? register(node) : undefined);

/**
 * A modal surface's paper element with an outlet, an empty element (no box of its own: the regions put into it
 * are visually hidden and absolutely positioned), as its last child. The theme hands it to every Dialog,
 * temporary Drawer and Popover (so Menu) as the paper's `component`: MUI's Paper still renders its own styles,
 * class names, role and ARIA attributes onto this element.
 */
export const PaperWithAnnouncerOutlet = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'>>(function PaperWithAnnouncerOutlet({ children, ...rest }, ref) {
  return (
    <div ref={ref} {...rest}>
      {children}
      <div ref={attach} data-announcer-outlet="" />
    </div>
  );
});

/**
 * An outlet on its own, for a modal surface kept mounted while closed (the notifications panel, ADR 0137): it
 * renders this only while open, so announcements never go into a hidden paper.
 */
export function AnnouncerOutlet() {
  return <div ref={attach} data-announcer-outlet="" />;
}

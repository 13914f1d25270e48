import { forwardRef, useSyncExternalStore } from 'react';
import type { ComponentPropsWithoutRef } from 'react';
import Box from '@mui/material/Box';

/** Hidden from sight, not from screen readers. */
export const VISUALLY_HIDDEN = { position: 'absolute', width: '1px', height: '1px', p: 0, m: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 } as const;

/**
 * Where announcements can be heard while a modal is open (ADR 0120). An open MUI modal sets `aria-hidden` on
 * everything outside it, and `aria-modal` tells screen readers to ignore that content anyway, so live regions
 * elsewhere on the page go unspoken. Every modal surface's paper holds one outlet; the outlets form a stack in
 * mount order (a modal opened over another mounts later), and the top one is the one that is not hidden.
 * This is DOM plumbing, not application state: it lives here, not in the store.
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

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const topOutlet = (): HTMLElement | null => outlets[outlets.length - 1] ?? null;
const noOutlet = (): null => null;

/** The element announcements should be rendered into: the top-most open modal's outlet, or null (none open). */
export function useAnnouncerOutlet(): HTMLElement | null {
  return useSyncExternalStore(subscribe, topOutlet, noOutlet);
}

/** Registered for as long as it is in the document (React 19 ref cleanup). */
const attach = (node: HTMLDivElement | null) => (node ? register(node) : undefined);

/** An empty, visually hidden element that live regions are portalled into while its modal is the top one. */
function AnnouncerOutlet() {
  return <Box ref={attach} sx={VISUALLY_HIDDEN} data-announcer-outlet="" />;
}

/**
 * A modal surface's paper element with the outlet as its last child. The theme hands it to every Dialog,
 * temporary Drawer and Popover (so Menu) as the paper's `component`: MUI's Paper still renders its own
 * styles, class names, role and ARIA attributes onto this element.
 */
export const PaperWithAnnouncerOutlet = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'>>(function PaperWithAnnouncerOutlet({ children, ...rest }, ref) {
  return (
    <div ref={ref} {...rest}>
      {children}
      <AnnouncerOutlet />
    </div>
  );
});

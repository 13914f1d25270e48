/** Attribute naming the popup a header button opens; read when a click lands on an open popup's backdrop. */
export const POPUP_TRIGGER_ATTR = 'data-popup-trigger';

/**
 * The popup trigger under a click that landed on a modal backdrop (MUI menus catch the click outside them),
 * so one click on the other header button switches menus instead of only closing the open one. The caller
 * focuses the element before opening its menu, so that menu returns the focus to it when it closes.
 */
export function popupTriggerUnder(event: unknown): { name: string; element: HTMLElement } | null {
  if (typeof document.elementsFromPoint !== 'function' || typeof event !== 'object' || event === null) return null;
  if (!('clientX' in event) || !('clientY' in event)) return null;
  const { clientX, clientY } = event;
  if (typeof clientX !== 'number' || typeof clientY !== 'number') return null;
  for (const element of document.elementsFromPoint(clientX, clientY)) {
    const trigger = element.closest<HTMLElement>(`[${POPUP_TRIGGER_ATTR}]`);
    const name = trigger?.getAttribute(POPUP_TRIGGER_ATTR);
    if (trigger && name) return { name, element: trigger };
  }
  return null;
}

import type { MouseEvent, ReactNode, Ref, ToggleEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { NavLinkItem } from '../content/site';

/**
 * A header panel its button opens by itself: a native popover (`popover` on the panel, `popovertarget` on the
 * button). It opens before the app's scripts have run and with JavaScript off, closes on a tap outside or Escape,
 * and sits in the top layer, so opening it moves nothing on the page. The app takes it over as it is: hydration
 * changes none of its markup, and the app reads whether it is open instead of setting it (ADR 0164).
 *
 * A browser without popovers (before Safari 17, Firefox 125) ignores the attributes: the panel stays hidden, and
 * once the app runs it is shown by `data-open` (see `showPanel`).
 */

/** Whether this browser has popovers (jsdom has not; neither have old browsers). */
function hasPopovers(panel: HTMLElement): boolean {
  return typeof panel.showPopover === 'function';
}

/** Whether `panel` is open now, whoever opened it: the browser (a tap on its button) or the app. */
export function panelShown(panel: HTMLElement): boolean {
  return hasPopovers(panel) ? panel.matches(':popover-open') : panel.hasAttribute('data-open');
}

/** Opens or closes `panel` if it is not so already (closing an open popover fires its `toggle` event). */
export function showPanel(panel: HTMLElement, open: boolean): void {
  if (panelShown(panel) === open) return;
  if (!hasPopovers(panel)) panel.toggleAttribute('data-open', open);
  else if (open) panel.showPopover();
  else panel.hidePopover();
}

/**
 * The panels' one style sheet, on the header's toolbar that holds them (once per page, not once per panel). Hidden
 * until open: `:popover-open` and `[data-open]` are separate rules, as a browser that does not know the
 * pseudo-class drops a rule that names it, with the other selector in it. The browser's own popover style
 * (centred, bordered, padded) goes; the page's colours come in.
 */
export const HEADER_PANEL_STYLES = {
  '& .hp': {
    display: 'none',
    position: 'fixed',
    m: 0,
    p: 0,
    border: 0,
    overflowY: 'auto',
    bgcolor: 'background.paper',
    color: 'text.primary',
  },
  '& .hp:popover-open': { display: 'block' },
  '& .hp[data-open]': { display: 'block' },
  '& .hp ul': { listStyle: 'none', m: 0, px: 0, py: 1 },
  // 48 px rows, as MUI's list items.
  '& .hp li > a': { display: 'block', px: 2, py: 1.5, color: 'inherit', textDecoration: 'none', '&:hover': { bgcolor: 'action.hover' } },
  // The phone's menu: as the drawer on the right was, full height and 280 px wide, over a dimmed page; above the
  // header where the browser has no popovers and the app shows it.
  '& .hp-phone': { inset: '0 0 0 auto', width: 280, maxWidth: '100%', height: '100%', boxShadow: 16, zIndex: 'drawer', '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' } },
  '& .hp-phone p': { m: 0, px: 2, fontSize: '0.875rem', fontWeight: 500, lineHeight: '48px', color: 'text.secondary' },
  '& .hp-phone ul + ul': { pt: 0 },
  // The account link, drawn as a contained primary button the panel's width.
  '& .hp-account': {
    display: 'block',
    m: 2,
    px: 2,
    py: 1.25,
    borderRadius: 1,
    bgcolor: 'primary.main',
    color: 'primary.contrastText',
    boxShadow: 2,
    textAlign: 'center',
    textDecoration: 'none',
    fontSize: '0.875rem',
    fontWeight: 500,
    textTransform: 'uppercase',
    '&:hover': { bgcolor: 'primary.dark' },
  },
  // A dropdown: under its button where the browser anchors elements (CSS anchor positioning; each button and
  // panel name their anchor, `anchorRules`), else centred under the header.
  '& .hp-dropdown': { top: 64 /* the header's height */, left: '50%', transform: 'translateX(-50%)', minWidth: 180, borderRadius: 1, boxShadow: 8 },
  '@supports (anchor-name: --a)': { '& .hp-dropdown': { top: 'anchor(bottom)', left: 'anchor(left)', transform: 'none' } },
} as const;

/** The rules that anchor the dropdown `id` to its button. */
export function anchorRules(id: string) {
  return {
    [`& [popovertarget="${id}"]`]: { anchorName: `--${id}` },
    [`& #${id}`]: { positionAnchor: `--${id}` },
  };
}

export interface HeaderPanelProps {
  /** The id the button's `popoverTarget` names. */
  id: string;
  ref?: Ref<HTMLDivElement>;
  /** How it is drawn (`HEADER_PANEL_STYLES`). */
  variant: 'phone' | 'dropdown';
  /** Called when it opened or closed by itself: the browser's doing (a tap on its button, outside it, Escape) or a link followed. */
  onToggle?: (open: boolean) => void;
  children: ReactNode;
  /** `role` and `aria-label` of the panel, when it is a named region of its own. */
  role?: 'dialog';
  'aria-label'?: string;
}

export function HeaderPanel({ id, ref, variant, onToggle, children, ...aria }: HeaderPanelProps) {
  // A link followed from the panel closes it: a link the app follows leaves the page in place, under the panel.
  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    const panel = event.currentTarget;
    if (!(event.target instanceof Element && event.target.closest('a[href]')) || !panelShown(panel)) return;
    showPanel(panel, false);
    // A popover says so by its toggle event; without popovers, this says it.
    if (!hasPopovers(panel)) onToggle?.(false);
  };
  return (
    <div ref={ref} id={id} className={`hp hp-${variant}`} popover="auto" onToggle={onToggle && ((event: ToggleEvent) => onToggle(event.newState === 'open'))} onClick={closeOnLink} {...aria}>
      {children}
    </div>
  );
}

/** A panel's links: plain list items and links (a link the app follows without loading a page once it runs). */
export function PanelLinks({ items, labelledBy }: { items: readonly NavLinkItem[]; labelledBy?: string }) {
  return (
    <ul aria-labelledby={labelledBy}>
      {items.map((item) => (
        <li key={item.to}>
          <RouterLink to={item.to}>{item.label}</RouterLink>
        </li>
      ))}
    </ul>
  );
}

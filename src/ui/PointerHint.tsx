import type { ReactNode } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';

/**
 * MUI's tooltip look (Tooltip.bg, white 11 px medium text, 4 × 8 px padding, 14 px below its trigger), drawn by CSS
 * alone: shown on a pointer's hover after MUI's 100 ms delay (only where the device can hover, so a tap does not
 * leave it stuck) and on keyboard focus, hidden otherwise. It lives in its trigger's stacking context, so an open
 * modal's backdrop covers it (MUI's popper sat above modals, at z-index 1500).
 */
function hintStyles(theme: Theme) {
  const hidden = { opacity: 0, transform: 'translateX(-50%) scale(0.75)', transitionDelay: '0ms' };
  const shown = { opacity: 1, transform: 'translateX(-50%) scale(1)', transitionDelay: '100ms' };
  return {
    '.ph-anchor': { position: 'relative', display: 'inline-flex' },
    '.ph-hint': {
      position: 'absolute',
      top: '100%',
      left: '50%',
      marginTop: '14px',
      zIndex: theme.zIndex.tooltip,
      pointerEvents: 'none',
      whiteSpace: 'nowrap',
      backgroundColor: theme.vars.palette.Tooltip.bg,
      color: theme.vars.palette.common.white,
      borderRadius: theme.vars.shape.borderRadius,
      fontFamily: theme.typography.fontFamily,
      fontSize: theme.typography.pxToRem(11),
      fontWeight: theme.typography.fontWeightMedium,
      lineHeight: 1.4,
      padding: '4px 8px',
      transformOrigin: 'center top',
      transition: `opacity ${theme.transitions.duration.shorter}ms, transform ${theme.transitions.duration.shorter}ms`,
      ...hidden,
    },
    '@media (hover: hover)': { '.ph-anchor:hover > .ph-hint': shown },
    '.ph-anchor:has(:focus-visible) > .ph-hint': shown,
    '@media (prefers-reduced-motion: reduce)': { '.ph-hint': { transition: 'none' } },
  };
}

/** Rendered once per trigger and never again: the same element each time (React skips it). */
const HINT_STYLES = <GlobalStyles styles={hintStyles} />;

/**
 * A visual hint for an icon button that already has its accessible name (the hint repeats it, so it is hidden from
 * assistive technology). No state, no popper: nothing of it runs when the page renders or when its trigger is
 * clicked (ADR 0149; the bell's MUI Tooltip laid out its popper inside the click that opens the panel).
 */
export function PointerHint({ title, children }: { title: string; children: ReactNode }) {
  return (
    <span className="ph-anchor">
      {HINT_STYLES}
      {children}
      <span className="ph-hint" aria-hidden="true">
        {title}
      </span>
    </span>
  );
}

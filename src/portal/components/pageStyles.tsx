import { memo } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import { headerGradientStops } from '../../lib/colorRamp';
import { calendarStyles } from '../../features/calendar/calendarStyles';
import { plainControlStyles } from '../../ui/plainControls';

/**
 * The page frame's and the themed cards' one style sheet (ADR 0141), made once from the theme (its CSS variables,
 * so a colour-scheme switch needs no new rules): every page mounts a frame and most mount cards on every
 * navigation, and as plain elements with these classes they mount no MUI component and serialise no styles.
 * Drawn as the MUI components they replace drew them (Breadcrumbs, Typography h4, scrollable Tabs, outlined Paper).
 */
function pageStyles(theme: Theme) {
  const { palette } = theme.vars;
  const [from, middle, to] = headerGradientStops(theme.palette.primary.main);
  return {
    '.pf-frame': { maxWidth: 1200, marginInline: 'auto' },
    '.pf-crumbs': { ...theme.typography.body1, color: palette.text.secondary, marginBottom: theme.spacing(1) },
    '.pf-crumbs ol': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', padding: 0, margin: 0, listStyle: 'none' },
    '.pf-crumb-sep': { display: 'flex', userSelect: 'none', marginInline: theme.spacing(1) },
    '.pf-crumb-current': { color: palette.text.primary },
    // MUI's Link as the theme draws it: the readable link colour, underlined in that colour at 40%.
    '.pf-link': {
      color: palette.link,
      textDecoration: 'underline',
      textDecorationColor: `color-mix(in srgb, ${palette.link} 40%, transparent)`,
      '&:hover': { textDecorationColor: 'inherit' },
    },
    '.pf-title': { ...theme.typography.h4, margin: 0, fontWeight: 700 },
    '.pf-subtitle': { ...theme.typography.body1, margin: 0, marginBottom: theme.spacing(2), color: palette.text.secondary },
    // A scrollable tab bar: the list scrolls sideways when it is wider than the page (phones), as MUI's did.
    '.pf-tabs': { marginBottom: theme.spacing(3), borderBottom: `1px solid ${palette.divider}` },
    // The tabs wrap onto a second line rather than scroll sideways: a scrolled list showed its first tab cut to a
    // fragment on a phone ("/" of Overview on Approve Time; issue #49).
    '.pf-tablist': { display: 'flex', flexWrap: 'wrap', overflowX: 'auto', scrollbarWidth: 'thin', minHeight: 48 },
    '.pf-tab': {
      ...theme.typography.button,
      position: 'relative',
      flexShrink: 0,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minWidth: 90,
      maxWidth: 360,
      minHeight: 48,
      boxSizing: 'border-box',
      padding: '12px 16px',
      textAlign: 'center',
      textDecoration: 'none',
      color: palette.text.secondary,
      // The focus ring is drawn inside the scrolling list, which would clip one drawn outside.
      '&:focus-visible': { outlineOffset: -3 },
    },
    '.pf-tab[aria-selected="true"]': { color: palette.link },
    // The selected tab's indicator: MUI's 2 px bar in the primary colour, drawn by the tab itself.
    '.pf-tab[aria-selected="true"]::after': { content: '""', position: 'absolute', left: 0, right: 0, bottom: 0, height: 2, backgroundColor: palette.primary.main },
    '.tc-card': {
      display: 'flex',
      flexDirection: 'column',
      overflow: 'hidden',
      scrollMarginTop: '5rem',
      color: palette.text.primary,
      backgroundColor: palette.background.paper,
      border: `1px solid ${palette.divider}`,
      borderRadius: theme.shape.borderRadius,
    },
    // Spec §9: the header is a three-stop gradient of the primary colour (each stop AA against white text).
    '.tc-head': {
      display: 'flex',
      alignItems: 'center',
      gap: theme.spacing(1),
      padding: theme.spacing(1.5, 2),
      color: '#fff',
      backgroundColor: middle,
      backgroundImage: `linear-gradient(135deg, ${from} 0%, ${middle} 50%, ${to} 100%)`,
    },
    '.tc-title': { ...theme.typography.h6, margin: 0 },
    '.tc-body': { padding: theme.spacing(2), flex: 1 },
    ...plainControlStyles(theme),
    ...calendarStyles(theme),
  } as const;
}

/** Rendered once by the portal layout (it stays mounted across pages): memoised with no props, it renders again only when the theme changes. */
export const PageStyles = memo(function PageStyles() {
  return <GlobalStyles styles={pageStyles} />;
});

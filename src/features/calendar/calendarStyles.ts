import type { Theme } from '@mui/material/styles';
import { WRAP_ANYWHERE } from '../../ui/text';

/**
 * The calendar's one style sheet (ADR 0141), made once from the theme's CSS variables: a month is some 40 days,
 * each a handful of elements, and as MUI components with `sx` each serialised its own styles on every mount of
 * the page. Drawn as those components drew them (outlined Paper cells, body2 text). Part of the portal's one sheet
 * (`PageStyles`, rendered once by the layout, ADR 0156): a visit of Team or the HR calendar no longer inserts and
 * removes these rules.
 */
export function calendarStyles(theme: Theme) {
  const { palette } = theme.vars;
  const small = { fontSize: '0.8125rem', ...WRAP_ANYWHERE } as const;
  return {
    '.cal-icon': { display: 'block', width: '1em', height: '1em', fill: 'currentColor', flexShrink: 0 },
    '.cal-person': { ...small, display: 'flex', alignItems: 'center', gap: theme.spacing(0.5), padding: theme.spacing(0, 0.5), borderRadius: theme.shape.borderRadius, border: `1px solid ${palette.primary.main}`, backgroundColor: palette.action.selected },
    '.cal-person[data-status="pending"]': { borderStyle: 'dashed', borderColor: palette.text.secondary, backgroundColor: 'transparent', fontStyle: 'italic' },
    '.cal-person .cal-icon': { fontSize: 14 },
    '.cal-holiday': { ...small, display: 'flex', alignItems: 'center', gap: theme.spacing(0.5), fontWeight: 600 },
    '.cal-holiday .cal-icon': { fontSize: 16 },
    '.cal-list': { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.spacing(0.5) },
    '.cal-grid': { display: 'grid', gap: theme.spacing(0.5) },
    '.cal-row': { display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: theme.spacing(0.5) },
    '.cal-colhead': { textAlign: 'center', fontWeight: 600, color: palette.text.secondary, fontSize: '0.8125rem' },
    '.cal-cell': {
      minHeight: 96,
      padding: theme.spacing(0.75),
      display: 'flex',
      flexDirection: 'column',
      gap: theme.spacing(0.5),
      minWidth: 0,
      color: palette.text.primary,
      backgroundColor: palette.background.paper,
      border: `1px solid ${palette.divider}`,
      borderRadius: theme.shape.borderRadius,
      '&:focus-visible': { outline: `3px solid ${palette.primary.main}`, outlineOffset: 1 },
    },
    '.cal-cell[data-week]': { minHeight: 160 },
    '.cal-cell[data-outside]': { opacity: 0.7 },
    '.cal-cell[data-holiday]': { backgroundColor: palette.action.hover },
    '.cal-cell[aria-current="date"]': { borderWidth: 2, borderColor: palette.primary.main },
    '.cal-date': { ...theme.typography.body2 },
    '.cal-cell[aria-current="date"] .cal-date': { fontWeight: 700 },
  } as const;
}

import type { ButtonHTMLAttributes, ChangeEventHandler, CSSProperties, HTMLAttributes, ReactNode, Ref, TableHTMLAttributes, TdHTMLAttributes } from 'react';
import type { Theme } from '@mui/material/styles';
import { CONTROL_HEIGHTS, PHONE_TARGET } from './controlHeights';

/**
 * Plain controls (ADR 0156): a `<button>`, a checkbox and a table drawn as MUI's `Button`, `Checkbox` and small
 * `Table` draw them in this theme, by classes of one sheet (`plainControlStyles`, part of the portal's `PageStyles`,
 * rendered once by the layout). A list that mounts a screenful of rows on one navigation mounts plain elements with
 * these classes: no styled component renders, no style is serialised or hashed, no ripple is set up per button.
 * Colours are the theme's CSS variables, so a colour-scheme or colour switch needs no new rules.
 *
 * Focus is drawn by the theme's global `:focus-visible` ring, as for every MUI control (ADR 0101).
 */

export type PlainButtonVariant = 'contained' | 'outlined' | 'text';
export type PlainButtonColor = 'primary' | 'error' | 'warning';

const BUTTON_COLORS: readonly PlainButtonColor[] = ['primary', 'error', 'warning'];

/** The class names of a plain button: its variant, colour and size (`medium` is the finger-sized one on phones). */
export function plainButtonClass(variant: PlainButtonVariant, color: PlainButtonColor, size: 'small' | 'medium'): string {
  return `pc-btn pc-${variant} pc-${color} pc-${size}`;
}

/** The sheet's rules (a `GlobalStyles` object), made from the theme as MUI's components make theirs. */
export function plainControlStyles(theme: Theme) {
  const { palette, shadows, shape } = theme.vars;
  const hover = palette.action.hoverOpacity;
  const transition = theme.transitions.create(['background-color', 'box-shadow', 'border-color', 'color'], { duration: theme.transitions.duration.short });
  const colors = Object.fromEntries(
    BUTTON_COLORS.map((color) => {
      const main = palette[color].main;
      // Outlined and text primary buttons draw the readable primary shade (the theme's MuiButton override).
      const ink = color === 'primary' ? palette.link : main;
      return [
        `.pc-btn.pc-${color}`,
        {
          '--pc-ink': ink,
          '--pc-main': main,
          '--pc-dark': palette[color].dark,
          '--pc-contrast': palette[color].contrastText,
          '--pc-border': color === 'primary' ? palette.link : theme.alpha(main, 0.5),
          '--pc-hover-border': color === 'primary' ? palette.link : main,
          '--pc-hover-bg': theme.alpha(main, hover),
        },
      ];
    }),
  );
  const small = theme.typography.pxToRem(13);
  const buttonBase = {
    ...theme.typography.button,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'relative',
    boxSizing: 'border-box',
    WebkitTapHighlightColor: 'transparent',
    outline: 0,
    border: 0,
    margin: 0,
    cursor: 'pointer',
    userSelect: 'none',
    verticalAlign: 'middle',
    appearance: 'none',
    textDecoration: 'none',
  } as const;
  return {
    // ButtonBase's reset and Button's root.
    '.pc-btn': {
      ...buttonBase,
      minWidth: 64,
      borderRadius: shape.borderRadius,
      transition,
      backgroundColor: 'transparent',
    },
    // One height per size on every page, as the theme's MuiButton override draws MUI's (ADR 0171); on a phone every
    // button is a 44 px target (issue #26).
    '.pc-btn.pc-medium': { minHeight: CONTROL_HEIGHTS.medium },
    '.pc-btn.pc-small': { minHeight: CONTROL_HEIGHTS.small, [theme.breakpoints.down('sm')]: { minHeight: PHONE_TARGET } },
    ...colors,
    '.pc-btn.pc-contained': {
      color: 'var(--pc-contrast)',
      backgroundColor: 'var(--pc-main)',
      boxShadow: shadows[2],
      '&:active': { boxShadow: shadows[8] },
    },
    '.pc-btn.pc-outlined': { color: 'var(--pc-ink)', border: '1px solid var(--pc-border)' },
    '.pc-btn.pc-text': { color: 'var(--pc-ink)' },
    '@media (hover: hover)': {
      '.pc-btn.pc-contained:hover': { backgroundColor: 'var(--pc-dark)', boxShadow: shadows[4] },
      '.pc-btn.pc-outlined:hover': { borderColor: 'var(--pc-hover-border)', backgroundColor: 'var(--pc-hover-bg)' },
      '.pc-btn.pc-text:hover': { backgroundColor: 'var(--pc-hover-bg)' },
      '.pc-check-hit:hover': { backgroundColor: theme.alpha(palette.primary.main, hover) },
    },
    '.pc-btn.pc-contained.pc-medium': { padding: '6px 16px' },
    '.pc-btn.pc-outlined.pc-medium': { padding: '5px 15px' },
    '.pc-btn.pc-text.pc-medium': { padding: '6px 8px' },
    '.pc-btn.pc-contained.pc-small': { padding: '4px 10px', fontSize: small },
    '.pc-btn.pc-outlined.pc-small': { padding: '3px 9px', fontSize: small },
    '.pc-btn.pc-text.pc-small': { padding: '4px 5px', fontSize: small },
    '.pc-btn:disabled': { cursor: 'default', pointerEvents: 'none', color: palette.action.disabled },
    '.pc-btn.pc-contained:disabled': { boxShadow: shadows[0], backgroundColor: palette.action.disabledBackground },
    '.pc-btn.pc-outlined:disabled': { borderColor: palette.action.disabledBackground },
    // Checkbox: MUI's 18 px box in a 42 px target (the label round it takes the clicks), the primary colour when ticked.
    // No colour transition: MUI's box changes at once (its icon is replaced), and each transition the tick started
    // was an event that React's root listeners dispatched in the tick's frame.
    '.pc-check-hit': {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      boxSizing: 'border-box',
      width: 42,
      height: 42,
      borderRadius: '50%',
      cursor: 'pointer',
      verticalAlign: 'middle',
      WebkitTapHighlightColor: 'transparent',
    },
    '.pc-check-hit.pc-touch': { width: 44, height: 44 },
    '.pc-check': {
      appearance: 'none',
      boxSizing: 'border-box',
      flex: '0 0 auto',
      width: 18,
      height: 18,
      margin: 0,
      border: `2px solid ${palette.text.secondary}`,
      borderRadius: 2,
      backgroundColor: 'transparent',
      cursor: 'inherit',
    },
    '.pc-check:checked': {
      borderColor: palette.primary.main,
      backgroundColor: palette.primary.main,
    },
    // The tick in the paper's colour over the filled box (MUI's CheckBox icon is a filled box with the tick cut out of
    // it): an inline SVG beside the input, laid out with the row and made visible while it is checked (a tick then
    // repaints, it does not lay out). Not a background image: that is an SVG document of its own, laid out on its
    // first paint, which made the first tick 3 ms (1× CPU) slower than the next ones.
    '.pc-tick': {
      visibility: 'hidden',
      position: 'absolute',
      top: '50%',
      left: '50%',
      width: 18,
      height: 18,
      transform: 'translate(-50%, -50%)',
      fill: palette.background.paper,
      pointerEvents: 'none',
    },
    '.pc-check:checked + .pc-tick': { visibility: 'visible' },
    '.pc-check:disabled': { borderColor: palette.action.disabled, cursor: 'default' },
    '.pc-check-hit:has(.pc-check:disabled)': { cursor: 'default', backgroundColor: 'transparent' },
    // Forced colours (Windows High Contrast) replace every colour by the person's system colours and drop background
    // images: a box or ring drawn by colours alone would lose its tick or dot. There the browser draws its own checkbox
    // and radio in those colours; a pressed toggle takes the selection colours; a disabled button the grey text
    // colour; a button with no border gets one so its edge shows (issue #49).
    '@media (forced-colors: active)': {
      '.pc-check': { appearance: 'auto' },
      '.pc-check:checked + .pc-tick': { visibility: 'hidden' },
      '.pc-btn:disabled': { color: 'GrayText', borderColor: 'GrayText' },
      '.pc-btn.pc-contained:not(:focus-visible)': { outline: '1px solid ButtonText', outlineOffset: -1 },
      '.pc-btn.pc-contained:disabled': { outlineColor: 'GrayText' },
    },
    // A small table in an outlined paper (TableContainer, Paper variant="outlined", Table size="small").
    '.pc-table-wrap': {
      width: '100%',
      overflowX: 'auto',
      boxSizing: 'border-box',
      color: palette.text.primary,
      backgroundColor: palette.background.paper,
      border: `1px solid ${palette.divider}`,
      borderRadius: shape.borderRadius,
    },
    '.pc-table': { display: 'table', width: '100%', borderCollapse: 'collapse', borderSpacing: 0 },
    '.pc-table > * > tr': { color: 'inherit', verticalAlign: 'middle', outline: 0 },
    '.pc-table th, .pc-table td': {
      ...theme.typography.body2,
      display: 'table-cell',
      verticalAlign: 'inherit',
      textAlign: 'left',
      padding: '6px 16px',
      color: palette.text.primary,
      borderBottom: `1px solid ${palette.TableCell.border}`,
    },
    '.pc-table th': { lineHeight: theme.typography.pxToRem(24), fontWeight: theme.typography.fontWeightMedium },
    // A small table's checkbox column: the box alone, its 24 px icon as the target (MUI's paddingCheckbox, size small).
    '.pc-table .pc-cell-check': { width: 24, padding: '0 12px 0 16px' },
    '.pc-table .pc-cell-check .pc-check-hit': { width: 24, height: 24 },
    '.pc-table .pc-cell-end': { textAlign: 'right' },
    // An outlined Paper, and Typography's body lines (a <p> with no margin).
    '.pc-paper': { color: palette.text.primary, backgroundColor: palette.background.paper, border: `1px solid ${palette.divider}`, borderRadius: shape.borderRadius },
    '.pc-body1': { ...theme.typography.body1, margin: 0 },
    '.pc-body2': { ...theme.typography.body2, margin: 0 },
    '.pc-secondary': { color: palette.text.secondary },
    '.pc-list': { listStyle: 'none', margin: 0, padding: 0 },
    '.pc-visually-hidden': { position: 'absolute', width: 1, height: 1, padding: 0, margin: -1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 },
  } as const;
}

type PlainButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'color' | 'type'> & {
  variant: PlainButtonVariant;
  color?: PlainButtonColor;
  size: 'small' | 'medium';
  style?: CSSProperties;
};

/** A button drawn as MUI's `Button` of that variant, colour and size. Always `type="button"`. */
export function PlainButton({ variant, color = 'primary', size, ...rest }: PlainButtonProps) {
  return <button type="button" className={plainButtonClass(variant, color, size)} {...rest} />;
}

/** A checkbox drawn as MUI's `Checkbox`, named by `label` (the visible context is the row it sits in). */
export function PlainCheckbox({ checked, disabled, onChange, label, touch }: { checked: boolean; disabled: boolean; onChange: ChangeEventHandler<HTMLInputElement>; label: string; touch: boolean }) {
  return (
    <label className={touch ? 'pc-check-hit pc-touch' : 'pc-check-hit'}>
      <input type="checkbox" className="pc-check" checked={checked} disabled={disabled} onChange={onChange} aria-label={label} />
      <svg className="pc-tick" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
        <path d="M7 14 2 9l1.41-1.41L7 11.17l7.59-7.59L16 5z" />
      </svg>
    </label>
  );
}

/*
 * The plain elements' components: views use these, never the sheet's `pc-*` class names (issue #49; a lint rule in
 * eslint.config.mjs and scripts/plain-classes.test.ts refuse such a string outside src/ui).
 */

export type PlainTextVariant = 'body1' | 'body2';

/** Text in one of the theme's typography variants (Typography, with no margin); `secondary` in the secondary colour. */
export function PlainText({
  as: Tag = 'p',
  variant = 'body1',
  secondary = false,
  ...rest
}: Omit<HTMLAttributes<HTMLElement>, 'className'> & { as?: 'p' | 'span' | 'h2' | 'h3'; variant?: PlainTextVariant; secondary?: boolean }) {
  const classes = [`pc-${variant}`, secondary ? 'pc-secondary' : ''].filter(Boolean).join(' ');
  return <Tag className={classes} {...rest} />;
}

type ElementRef = (element: HTMLElement | null) => void;

/** An outlined paper (Paper variant="outlined"): a `div`, a `section` or a list's `li`. */
export function PlainPaper({ as: Tag = 'div', ref, ...rest }: Omit<HTMLAttributes<HTMLElement>, 'className'> & { as?: 'div' | 'section' | 'li'; ref?: ElementRef }) {
  return <Tag className="pc-paper" ref={ref} {...rest} />;
}

/** A list with no bullets, margin or padding. */
export function PlainList({ ref, ...rest }: Omit<HTMLAttributes<HTMLUListElement>, 'className'> & { ref?: Ref<HTMLUListElement> }) {
  return <ul className="pc-list" ref={ref} {...rest} />;
}


/** A small table in an outlined paper (TableContainer, Paper variant="outlined", Table size="small"). */
export function PlainTable({ children, ...rest }: Omit<TableHTMLAttributes<HTMLTableElement>, 'className'>) {
  return (
    <div className="pc-table-wrap">
      <table className="pc-table" {...rest}>
        {children}
      </table>
    </div>
  );
}

const CELL_CLASSES = { check: 'pc-cell-check', end: 'pc-cell-end', text: undefined } as const;

/** A cell of a plain table: a column header (`header`), a checkbox column's cell (`check`) or one aligned to the end. */
export function PlainCell({ header = false, kind = 'text', ...rest }: Omit<TdHTMLAttributes<HTMLTableCellElement>, 'className'> & { header?: boolean; kind?: keyof typeof CELL_CLASSES }) {
  return header ? <th scope="col" className={CELL_CLASSES[kind]} {...rest} /> : <td className={CELL_CLASSES[kind]} {...rest} />;
}

/** Text for screen readers only. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="pc-visually-hidden">{children}</span>;
}


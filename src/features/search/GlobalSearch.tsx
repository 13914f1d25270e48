import { memo, useEffect, useRef } from 'react';
import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import ArrowBack from '@mui/icons-material/ArrowBack';
import SearchIcon from '@mui/icons-material/Search';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { AppDispatch } from '../../app/types';
import {
  compactSearchClosed,
  compactSearchOpened,
  searchBlurred,
  searchDismissed,
  searchFocused,
  searchHighlightMoved,
  searchHighlightSet,
  searchQueryChanged,
  selectSearch,
  selectSearchGroups,
  selectSearchResults,
} from './searchSlice';
import { PlainNavIcon } from '../../navigation/NavIcon';
import type { SearchableItem } from '../../lib/search';
import { searchResultChosen } from '../router/events';
import { MAIN_ID } from '../../ui/SkipLink';
import { clampLines, WRAP_ANYWHERE } from '../../ui/text';

export const SEARCH_PLACEHOLDER = 'Search portal...';
export const SEARCH_TIPS = [
  'Use keywords like "time off", "approve" or "calendar".',
  'Use the arrow keys and Enter to navigate.',
  'Press Escape to close.',
];
const LISTBOX_ID = 'portal-search-results';
const STATUS_ID = 'portal-search-status';
const optionId = (index: number) => `portal-search-option-${index}`;

// Static parts as module constants: a keystroke renders the field and the options whose props changed, and hands
// React the same elements for the rest (ADR 0133, 0141).
const TIPS_SX = { p: 1 } as const;
const TIPS_LIST_SX = { m: 0, pl: 2.5 } as const;
const NO_RESULTS_SX = { p: 1, ...clampLines(3) } as const;
const FIELD_ICON = <SearchIcon fontSize="small" aria-hidden />;
/** Shown while the field is focused and empty. */
const TIPS = (
  <Box id={STATUS_ID} sx={TIPS_SX} role="status">
    <Typography variant="subtitle2" component="p" gutterBottom>
      Search tips
    </Typography>
    <Box component="ul" sx={TIPS_LIST_SX}>
      {SEARCH_TIPS.map((tip) => (
        <Typography key={tip} component="li" variant="body2" color="textSecondary">
          {tip}
        </Typography>
      ))}
    </Box>
  </Box>
);

/** Goes to a chosen result; the focus moves to the page's main region (kept by the layout across pages, issue #26). */
function goToResult(dispatch: AppDispatch, path: string): void {
  dispatch(searchResultChosen(path));
  // The person goes where they chose: the focus moves to the page's main region (kept by the layout across
  // pages), so the next Tab or a screen reader starts there, not at the top of the document (issue #26).
  const main = document.getElementById(MAIN_ID);
  if (main) main.focus({ preventScroll: true });
  else if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
}

/**
 * The results' one style sheet, made once from the theme (its CSS variables): groups and options are plain
 * elements with these classes, so a keystroke mounts and renders no MUI component per option (ADR 0137).
 */
function resultStyles(theme: Theme) {
  const { palette } = theme.vars;
  const INPUT_FONT_SIZE = String(theme.typography.body1.fontSize ?? '1rem');
  return {
    // The search and its pop-up are plain elements too (a keystroke renders them): drawn as the Box and the
    // elevation-8 Paper they replace drew them.
    '.ps-root': { position: 'relative', flex: '0 1 400px', minWidth: 180 },
    '.ps-root[data-overlay]': { position: 'absolute', inset: 0, zIndex: 2, display: 'flex', alignItems: 'center', gap: theme.spacing(0.5), padding: theme.spacing(0, 1), minWidth: 0, backgroundColor: palette.background.paper },
    '.ps-field': {
      flex: 1,
      display: 'flex',
      alignItems: 'center',
      gap: theme.spacing(1),
      padding: theme.spacing(0, 1.5),
      borderRadius: Number(theme.shape.borderRadius) * 2,
      border: `1px solid ${palette.divider}`,
      backgroundColor: palette.background.paper,
      // The field's own height (its input's line, 1.4375em, its 8 + 9 px padding and the 1 px borders), so it can be
      // laid out on its own: with size and layout containment the text typed in it, which the browser lays out
      // several times per keystroke while editing, no longer lays out the header and the page around it (ADR 0146).
      boxSizing: 'border-box',
      height: `calc(1.4375 * ${INPUT_FONT_SIZE} + 19px)`,
      contain: 'size layout style',
    },
    '.ps-popup': {
      position: 'absolute',
      maxHeight: '24rem',
      overflowY: 'auto',
      zIndex: theme.zIndex.modal,
      padding: theme.spacing(1),
      left: 0,
      top: 'calc(100% + 4px)',
      right: 'auto',
      [theme.breakpoints.up('sm')]: { minWidth: 400 },
      color: palette.text.primary,
      backgroundColor: palette.background.paper,
      backgroundImage: theme.vars.overlays[8],
      borderRadius: theme.shape.borderRadius,
      boxShadow: theme.vars.shadows[8],
    },
    '.ps-root[data-overlay] .ps-popup': { top: '100%', right: 0, minWidth: 0 },
    // A plain input (an MUI InputBase renders and styles two components on every keystroke), drawn as InputBase
    // draws its input; the ring goes round the whole field (`focus-within-ring`), not round the input inside it.
    '.ps-input': {
      ...theme.typography.body1,
      fontSize: INPUT_FONT_SIZE,
      flex: 1,
      minWidth: 0,
      margin: 0,
      border: 0,
      // InputBase's input (4px 0 5px, 1.4375em high) inside its root's 4px padding.
      padding: '8px 0 9px',
      boxSizing: 'content-box',
      height: '1.4375em',
      lineHeight: '1.4375em',
      color: palette.text.primary,
      background: 'none',
      '&::placeholder': { color: 'currentColor', opacity: theme.vars.opacity.inputPlaceholder },
      '&:focus-visible': { outline: 'none' },
    },
    '.ps-group': { marginBottom: theme.spacing(1) },
    '.ps-group-title': { ...theme.typography.overline, display: 'block', padding: theme.spacing(0, 1), color: palette.text.secondary },
    '.ps-option': {
      display: 'flex',
      gap: theme.spacing(1.5),
      alignItems: 'center',
      padding: theme.spacing(0.75, 1),
      borderRadius: theme.shape.borderRadius,
      cursor: 'pointer',
      backgroundColor: 'transparent',
    },
    '.ps-option[aria-selected="true"]': { backgroundColor: palette.action.selected },
    // An option's icon is a plain <svg> (ADR 0143), drawn as MUI's SvgIcon with fontSize="small" drew it.
    '.ps-option-icon': { display: 'inline-block', width: '1em', height: '1em', fontSize: theme.typography.pxToRem(20), fill: 'currentColor', flexShrink: 0, userSelect: 'none' },
    '.ps-option-text': { minWidth: 0 },
    '.ps-option-label': { ...theme.typography.body2, margin: 0, fontWeight: 600, ...WRAP_ANYWHERE },
    '.ps-option-detail': { ...theme.typography.caption, margin: 0, color: palette.text.secondary, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  } as const;
}

/** Rendered once with the search: memoised with no props, it renders again only when the theme changes. */
const ResultStyles = memo(function ResultStyles() {
  return <GlobalStyles styles={resultStyles} />;
});

/** One element per icon key, made once: an option that renders again hands React the same icon, which it skips. */
const optionIcons = new Map<string, ReactElement>();
function optionIcon(name: string): ReactElement {
  let icon = optionIcons.get(name);
  if (!icon) {
    icon = <PlainNavIcon name={name} className="ps-option-icon" />;
    optionIcons.set(name, icon);
  }
  return icon;
}

/** One result, plain elements. Memoised: a keystroke renders only the options whose item, place or highlight changed. */
const SearchOption = memo(function SearchOption({ item, index, selected }: { item: SearchableItem; index: number; selected: boolean }) {
  const dispatch = useAppDispatch();
  return (
    <div
      id={optionId(index)}
      role="option"
      aria-selected={selected}
      className="ps-option"
      // The pointer highlights what it moves onto. Not on mouseover: results changing under a pointer at rest (each
      // keystroke) would move the highlight, and aria-activedescendant with it, without the person doing anything,
      // and render the list again inside the keystroke's frame (ADR 0146).
      onMouseMove={selected ? undefined : () => dispatch(searchHighlightSet(index))}
      onClick={() => goToResult(dispatch, item.path)}
    >
      {optionIcon(item.icon)}
      <div className="ps-option-text">
        <p className="ps-option-label">{item.label}</p>
        <p className="ps-option-detail">{`${item.breadcrumb.join(' › ')} · ${item.description}`}</p>
      </div>
    </div>
  );
});

/** The header's global search: a combobox whose state (query, highlight, open) lives in the store. */
export function GlobalSearch() {
  const dispatch = useAppDispatch();
  const { query, focused, highlighted, focusRequests, compactOpen } = useAppSelector(selectSearch);
  const groups = useAppSelector(selectSearchGroups);
  const results = useAppSelector(selectSearchResults);
  const input = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const theme = useTheme();
  // Phones: the search is an icon that opens a full-width field over the header (ADR 0100).
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const compact = phone && !compactOpen;
  const overlay = phone && compactOpen;
  /** Set when the field closes by Escape or its back button: the focus goes back to the search icon. */
  const refocusOpener = useRef(false);
  /** Set by the arrow keys: the option they highlight is scrolled into the pop-up's view (the pointer's is in it). */
  const revealHighlight = useRef(false);

  // Ctrl/Cmd+K: the store asks, the view moves the focus (focus is the view's business).
  useEffect(() => {
    if (focusRequests > 0) input.current?.focus();
  }, [focusRequests]);
  useEffect(() => {
    if (!revealHighlight.current || highlighted < 0) return;
    revealHighlight.current = false;
    document.getElementById(optionId(highlighted))?.scrollIntoView({ block: 'nearest' });
  }, [highlighted]);
  useEffect(() => {
    if (compact && refocusOpener.current) {
      refocusOpener.current = false;
      opener.current?.focus();
    }
  }, [compact]);

  if (compact) {
    return (
      <IconButton ref={opener} aria-label="Search portal" aria-haspopup="true" onClick={() => dispatch(compactSearchOpened())}>
        <SearchIcon />
      </IconButton>
    );
  }

  const hasQuery = query.trim() !== '';
  const open = hasQuery || focused;
  // The listbox exists only when there are results; tips and "no results" are a status the input points to.
  const listboxShown = open && hasQuery && results.length > 0;
  const choose = (index: number) => {
    const result = results[index];
    if (result) goToResult(dispatch, result.item.path);
  };

  const offsets = groups.map((_, gi) => groups.slice(0, gi).reduce((n, g) => n + g.results.length, 0));
  return (
    <div className="ps-root" data-overlay={overlay ? '' : undefined}>
      <ResultStyles />
      {overlay && (
        <IconButton
          aria-label="Close search"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            refocusOpener.current = true;
            dispatch(compactSearchClosed());
          }}
        >
          <ArrowBack />
        </IconButton>
      )}
      <div className="ps-field focus-within-ring">
        {FIELD_ICON}
        <input
          ref={input}
          className="ps-input"
          value={query}
          placeholder={SEARCH_PLACEHOLDER}
          onChange={(e) => dispatch(searchQueryChanged(e.target.value))}
          onFocus={() => dispatch(searchFocused())}
          onBlur={() => dispatch(searchBlurred())}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
              e.preventDefault();
              revealHighlight.current = true;
              dispatch(searchHighlightMoved({ delta: e.key === 'ArrowDown' ? 1 : -1, count: results.length }));
            } else if (e.key === 'Enter') {
              e.preventDefault();
              choose(highlighted >= 0 ? highlighted : 0);
            } else if (e.key === 'Escape') {
              e.preventDefault();
              refocusOpener.current = overlay;
              dispatch(searchDismissed());
              if (!overlay) input.current?.blur();
            }
          }}
          role="combobox"
          aria-label="Search portal"
          aria-expanded={listboxShown}
          aria-controls={listboxShown ? LISTBOX_ID : undefined}
          aria-describedby={open && !listboxShown ? STATUS_ID : undefined}
          aria-autocomplete="list"
          aria-activedescendant={highlighted >= 0 ? optionId(highlighted) : undefined}
        />
      </div>
      {open && (
        // Keep focus in the input while clicking a result.
        <div className="ps-popup" onMouseDown={(e) => e.preventDefault()}>
          {!hasQuery ? (
            TIPS
          ) : results.length === 0 ? (
            <Typography id={STATUS_ID} sx={NO_RESULTS_SX} role="status">
              {`No results found for "${query}"`}
            </Typography>
          ) : (
            <div id={LISTBOX_ID} role="listbox" aria-label="Search results">
              {groups.map((group, gi) => (
                <div key={group.level} role="group" aria-labelledby={`search-group-${group.level}`} className="ps-group">
                  <div id={`search-group-${group.level}`} className="ps-group-title">
                    {group.title}
                  </div>
                  {group.results.map(({ item }, ri) => {
                    const index = (offsets[gi] ?? 0) + ri;
                    return <SearchOption key={item.id} item={item} index={index} selected={index === highlighted} />;
                  })}
                </div>
              ))}
            </div>
          )}
        </div>
      )}
    </div>
  );
}

import { useEffect, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import { releasePaintedVariables } from '../../services/domPort';
import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { useAppSelector } from '../../app/hooks';
import { buildTheme } from './buildTheme';
import type { ThemeMode } from './buildTheme';
import { initialThemeState, SCHEME_COLORS, selectDarkMode, selectShownPrimaryColor } from './themeSlice';

/** The colour build-time pages were rendered with (the default preferences). */
const PRERENDERED_PRIMARY = SCHEME_COLORS[initialThemeState.colorScheme];
const noSubscription = () => () => undefined;

/** The last theme built: the picker builds one per colour while it is dragged, so only one is kept. */
let built: { primary: string; theme: Theme } | null = null;
function themeFor(primary: string): Theme {
  if (built?.primary !== primary) built = { primary, theme: buildTheme(primary) };
  return built.theme;
}

/** Builds the theme prerendered pages hydrate with ahead of rendering, in a task of its own (ADR 0110). */
export function warmTheme(): void {
  themeFor(PRERENDERED_PRIMARY);
}

/** Keeps MUI's colour scheme (the class on <html>) equal to the stored mode: the store is the only owner. */
function ModeFromStore({ mode }: { mode: ThemeMode }) {
  const { mode: shown, setMode } = useColorScheme();
  useEffect(() => {
    if (shown !== mode) setMode(mode);
  }, [mode, shown, setMode]);
  return null;
}

/**
 * Projects the stored theme onto MUI: the mode shown and the primary colour (live while the custom picker is
 * dragged). MUI keeps nothing of its own in storage (`storageManager={null}`); the first render already has
 * the saved mode (main.tsx preloads it), so the class MUI sets in its layout effect is the one
 * `theme-boot.js` set before the first paint. No `disableTransitionOnChange`: it inserts a style element
 * without the CSP nonce.
 */
export function AppThemeProvider({ children, adjust }: { children: ReactNode; /** The QA viewer's changes to the theme (its modals). */ adjust?: (theme: Theme) => Theme }) {
  const mode: ThemeMode = useAppSelector(selectDarkMode) ? 'dark' : 'light';
  const shownPrimary = useAppSelector(selectShownPrimaryColor);
  // MUI's CSS variables carry the colour as their fallback, so Emotion's class names depend on it: a page
  // hydrates with the colour it was prerendered with, then renders the saved one (the boot script painted it).
  const primary = useSyncExternalStore(noSubscription, () => shownPrimary, () => PRERENDERED_PRIMARY);
  const theme = useMemo(() => (adjust ? adjust(themeFor(primary)) : themeFor(primary)), [primary, adjust]);
  // The style sheet now has the saved colour (inserted before layout effects): the boot script's copy can go.
  useLayoutEffect(() => {
    if (primary === shownPrimary) releasePaintedVariables();
  }, [primary, shownPrimary]);
  return (
    <ThemeProvider theme={theme} defaultMode={mode} storageManager={null} noSsr>
      <ModeFromStore mode={mode} />
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}

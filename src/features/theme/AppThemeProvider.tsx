import { useMemo } from 'react';
import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useAppSelector } from '../../app/hooks';
import { selectHeader } from '../header/headerSlice';
import { buildTheme } from './buildTheme';
import { selectPrimaryColor, selectThemePreferences } from './themeSlice';

/** Projects the stored theme preferences onto MUI. Dark mode follows the system until the person chooses. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { darkMode } = useAppSelector(selectThemePreferences);
  const saved = useAppSelector(selectPrimaryColor);
  // While the custom picker is dragged, the colour previews live.
  const preview = useAppSelector(selectHeader).previewColor;
  const primary = preview ?? saved;
  const systemPrefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const mode = (darkMode ?? systemPrefersDark) ? 'dark' : 'light';
  const theme = useMemo(() => buildTheme(mode, primary), [mode, primary]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}

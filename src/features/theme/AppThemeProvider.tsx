import { useMemo } from 'react';
import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useAppSelector } from '../../app/hooks';
import { buildTheme } from './buildTheme';
import { selectDarkMode, selectShownPrimaryColor } from './themeSlice';

/** Projects the stored theme onto MUI: the mode shown and the primary colour (live while the custom picker is dragged). */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const mode = useAppSelector(selectDarkMode) ? 'dark' : 'light';
  const primary = useAppSelector(selectShownPrimaryColor);
  const theme = useMemo(() => buildTheme(mode, primary), [mode, primary]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}

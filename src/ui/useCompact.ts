import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * Below the `md` breakpoint (900 px: phones, and tablets beside the sidebar's rail) work lists are cards with
 * their actions and the timecard week is entered day by day (issue #26). Read at once (`noSsr`), so the first
 * render already has the right layout.
 */
export function useCompact(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
}

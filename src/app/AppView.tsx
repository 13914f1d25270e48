import type { Theme } from '@mui/material/styles';
import { AppThemeProvider } from '../features/theme/views';
import { StoreRouter } from '../features/router/views';
import { appCrashed } from '../features/lifecycle/feature';
import { CrashBoundary } from '../ui/CrashBoundary';
import { SkipLink } from '../ui/SkipLink';
import { publicPageReady } from '../marketing/publicRoutes';
import { AppRoutes } from './AppRoutes';
import { FeedbackLayer } from './FeedbackLayer';
import { useAppDispatch } from './hooks';

/**
 * Everything inside the store Provider: theme, crash screen, router, routes and feedback surfaces. A link to a
 * public page moves once that page's chunk is in (ADR 0114).
 */
export function AppView({ adjustTheme }: { adjustTheme?: (theme: Theme) => Theme }) {
  const dispatch = useAppDispatch();
  return (
    <AppThemeProvider adjust={adjustTheme}>
      <SkipLink />
      <CrashBoundary onCrash={(message) => dispatch(appCrashed(message))}>
        <StoreRouter beforeNavigate={publicPageReady}>
          <AppRoutes />
          <FeedbackLayer />
        </StoreRouter>
      </CrashBoundary>
    </AppThemeProvider>
  );
}

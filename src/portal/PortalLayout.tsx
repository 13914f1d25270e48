import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { Outlet } from 'react-router-dom';
import { ProviderUnavailableBanner } from '../features/auth/ProviderUnavailableBanner';
import { ProfileMenu } from '../features/header/ProfileMenu';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { NotificationsPanel } from '../features/notifications/LazyNotificationsPanel';
import { GlobalSearch } from '../features/search/GlobalSearch';
import { ShortcutsDialog } from '../features/shortcuts/ShortcutsDialog';
import { NavDrawerButton, Sidebar } from '../features/sidebar/Sidebar';
import { MAIN_ID } from '../ui/SkipLink';
import { PageStyles } from './components/pageStyles';
import { DarkModeControl, ThemeMenu } from '../features/theme/ThemeControls';

const HEADER_HEIGHT = '4rem';
const GRID_SIZE = 32;

/** Top bar, sidebar and the page area (blueprint grid background) of the signed-in portal. */
export function PortalLayout() {
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <PageStyles />
      <Sidebar />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar position="sticky" color="inherit" elevation={0} sx={{ height: HEADER_HEIGHT, justifyContent: 'center', borderBottom: 1, borderColor: 'divider' }}>
          {/* Fits 320 px: on phones the menu and search are icons, the title is left out (ADR 0100). */}
          <Toolbar sx={{ gap: { xs: 0.25, sm: 1 }, px: { xs: 1, sm: 2 }, position: 'relative' }}>
            <NavDrawerButton />
            <Typography component="span" variant="h6" noWrap sx={{ mr: 2, flexShrink: 0, display: { xs: 'none', md: 'block' } }}>
              Employee Portal
            </Typography>
            <GlobalSearch />
            <Box sx={{ flex: 1 }} />
            <NotificationBell />
            <DarkModeControl variant="icon" />
            <ThemeMenu />
            <ProfileMenu />
          </Toolbar>
        </AppBar>
        <ProviderUnavailableBanner />
        <Box
          component="main"
          id={MAIN_ID}
          tabIndex={-1}
          sx={(theme) => ({
            flex: 1,
            p: { xs: 2, md: 3 },
            bgcolor: 'background.default',
            backgroundImage: `linear-gradient(${alpha(theme.palette.primary.main, 0.06)} 1px, transparent 1px), linear-gradient(90deg, ${alpha(theme.palette.primary.main, 0.06)} 1px, transparent 1px)`,
            backgroundSize: `${GRID_SIZE}px ${GRID_SIZE}px`,
          })}
        >
          <Outlet />
        </Box>
      </Box>
      <ShortcutsDialog />
      <NotificationsPanel />
    </Box>
  );
}

import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Outlet } from 'react-router-dom';

/** Top bar and page area of the signed-in portal. */
export function PortalLayout() {
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <AppBar position="sticky" color="default" elevation={0} sx={{ height: '4rem', justifyContent: 'center', borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar>
          <Typography component="span" variant="h6">
            Employee Portal
          </Typography>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ p: 3 }}>
        <Outlet />
      </Box>
    </Box>
  );
}

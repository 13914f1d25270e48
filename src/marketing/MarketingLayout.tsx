import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink, Outlet } from 'react-router-dom';

const navLinks = [
  { to: '/second-chair', label: 'Second Chair' },
  { to: '/assistant', label: 'Assistant' },
  { to: '/vision', label: 'Vision' },
  { to: '/company', label: 'Company' },
  { to: '/news', label: 'News' },
  { to: '/contact', label: 'Contact' },
  { to: '/login', label: 'Login' },
];

/** Public header, page and footer. */
export default function MarketingLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box component="header" sx={{ px: 3, py: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Box component="nav" aria-label="Main" sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <Link component={RouterLink} to="/" underline="none" sx={{ fontWeight: 700, mr: 2 }}>
            Second Chair
          </Link>
          {navLinks.map((l) => (
            <Link key={l.to} component={RouterLink} to={l.to}>
              {l.label}
            </Link>
          ))}
        </Box>
      </Box>
      <Box sx={{ flex: 1 }}>
        <Outlet />
      </Box>
      <Box component="footer" sx={{ px: 3, py: 2, borderTop: 1, borderColor: 'divider' }}>
        <Box component="nav" aria-label="Legal" sx={{ display: 'flex', gap: 2 }}>
          <Link component={RouterLink} to="/terms">Terms</Link>
          <Link component={RouterLink} to="/privacy">Privacy</Link>
          <Link component={RouterLink} to="/security">Security</Link>
        </Box>
      </Box>
    </Box>
  );
}

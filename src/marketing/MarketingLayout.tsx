import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';
import { PublicFooter } from './components/PublicFooter';
import { PublicHeader } from './components/PublicHeader';
import { prefetchPublicPages } from './publicRoutes';

/**
 * Public header, page and footer. The first pointer, touch or focus on the page requests the other public
 * pages' chunks (ADR 0114): a visitor who only reads downloads none of them, one who reaches for a link has
 * the next page before the click.
 */
export default function MarketingLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }} onPointerOver={prefetchPublicPages} onTouchStart={prefetchPublicPages} onFocus={prefetchPublicPages}>
      <PublicHeader />
      <Box sx={{ flex: 1 }}>
        <Outlet />
      </Box>
      <PublicFooter />
    </Box>
  );
}

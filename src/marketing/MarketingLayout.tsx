import type { SyntheticEvent } from 'react';
import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';
import { PublicFooter } from './components/PublicFooter';
import { PublicHeader } from './components/PublicHeader';
import { prefetchPublicPage } from './publicRoutes';

/**
 * A link under the pointer, a finger or the focus: the chunk of the public page it leads to is requested before
 * the click (ADR 0114). Events from the header's menus and drawer (portals) bubble here through the React tree.
 */
function prefetchLinkedPage(event: SyntheticEvent) {
  const href = event.target instanceof Element ? event.target.closest('a[href]')?.getAttribute('href') : null;
  if (href) prefetchPublicPage(href);
}

/** Public header, page and footer. */
export default function MarketingLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }} onPointerOver={prefetchLinkedPage} onTouchStart={prefetchLinkedPage} onFocus={prefetchLinkedPage}>
      <PublicHeader />
      <Box sx={{ flex: 1 }}>
        <Outlet />
      </Box>
      <PublicFooter />
    </Box>
  );
}

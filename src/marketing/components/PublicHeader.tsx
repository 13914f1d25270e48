import { Suspense, useRef } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import ExpandMore from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { mobileMenuToggled, publicMenuClosed, publicMenuOpened, selectPublicHeader } from '../../features/publicHeader/publicHeaderSlice';
import { selectSignedInSoFar } from '../../features/auth/authStatus';
import { POPUP_TRIGGER_ATTR } from '../../ui/popupTrigger';
import { ProductMark } from '../../ui/ProductMark';
import { LazyPublicMenuPopup, LazyPublicMobileMenu, headerPopupsLoaded, prefetchHeaderPopups } from './headerPopups';
import { HEADER_MENUS, SITE } from '../content/site';
import type { NavLinkItem, NavMenu } from '../content/site';

export const PUBLIC_HEADER_HEIGHT = 64;

const isMenu = (entry: NavMenu | NavLinkItem): entry is NavMenu => 'items' in entry;

function DesktopMenu({ menu }: { menu: NavMenu }) {
  const dispatch = useAppDispatch();
  const { openMenu } = useAppSelector(selectPublicHeader);
  // The DOM node the menu anchors to (not product state). A ref read when the menu opens, not state set from a
  // ref callback: that state update re-rendered the header synchronously while the prerendered page hydrated.
  const anchor = useRef<HTMLButtonElement>(null);
  const open = openMenu === menu.label;
  const id = `public-menu-${menu.label.toLowerCase()}`;
  return (
    <>
      <Button
        ref={anchor}
        color="inherit"
        endIcon={<ExpandMore />}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        {...{ [POPUP_TRIGGER_ATTR]: `public:${menu.label}` }}
        onPointerEnter={prefetchHeaderPopups}
        onFocus={prefetchHeaderPopups}
        onClick={() => dispatch(open ? publicMenuClosed() : publicMenuOpened(menu.label))}
      >
        {menu.label}
      </Button>
      {(open || headerPopupsLoaded()) && (
        <Suspense fallback={null}>
          <LazyPublicMenuPopup menu={menu} id={id} open={open} anchor={anchor} />
        </Suspense>
      )}
    </>
  );
}

/** Logo, menus and Login. Hides past 100 px while scrolling down; space is reserved, so nothing shifts. */
export function PublicHeader() {
  const dispatch = useAppDispatch();
  const { hidden, mobileMenuOpen } = useAppSelector(selectPublicHeader);
  // A signed-in visitor goes back to the portal instead of signing in again.
  const signedIn = useAppSelector(selectSignedInSoFar);
  const account = signedIn ? { to: '/home', label: 'Open portal' } : { to: '/login', label: 'Login' };
  return (
    <>
      <AppBar
        position="fixed"
        color="inherit"
        // Outlined, not elevation 0: an elevated Paper sets its shadow variables in a style attribute, which the
        // CSP refuses in prerendered HTML (ADR 0105).
        variant="outlined"
        data-hidden={hidden}
        sx={{ height: PUBLIC_HEADER_HEIGHT, border: 0, borderBottom: 1, borderColor: 'divider', transform: hidden ? 'translateY(-100%)' : 'none', transition: 'transform 200ms ease' }}
      >
        <Toolbar sx={{ gap: 1, height: PUBLIC_HEADER_HEIGHT }}>
          <Box component={RouterLink} to="/" aria-label={`${SITE.name} home`} sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.primary', textDecoration: 'none', fontWeight: 800, fontSize: 20, mr: 2 }}>
            <ProductMark size={28} />
            {SITE.name}
          </Box>
          <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, flex: 1 }}>
            {HEADER_MENUS.map((entry) =>
              isMenu(entry) ? (
                <DesktopMenu key={entry.label} menu={entry} />
              ) : (
                <Button key={entry.to} color="inherit" component={RouterLink} to={entry.to}>
                  {entry.label}
                </Button>
              ),
            )}
          </Box>
          <Box sx={{ flex: { xs: 1, md: 0 } }} />
          <Button variant="contained" component={RouterLink} to={account.to} sx={{ display: { xs: 'none', md: 'inline-flex' } }}>
            {account.label}
          </Button>
          <IconButton aria-label="Open menu" aria-expanded={mobileMenuOpen} onPointerDown={prefetchHeaderPopups} onFocus={prefetchHeaderPopups} onClick={() => dispatch(mobileMenuToggled(true))} sx={{ display: { xs: 'inline-flex', md: 'none' } }}>
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      <Box aria-hidden sx={{ height: PUBLIC_HEADER_HEIGHT }} />
      {(mobileMenuOpen || headerPopupsLoaded()) && (
        <Suspense fallback={null}>
          <LazyPublicMobileMenu open={mobileMenuOpen} account={account} />
        </Suspense>
      )}
    </>
  );
}

import { Fragment, Suspense, useEffect, useRef } from 'react';
import type { MouseEvent } from 'react';
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
import { anchorRules, HEADER_PANEL_STYLES, HeaderPanel, PanelLinks, panelShown, showPanel } from './HeaderPanel';
import { LazyPublicMenuPopup, headerPopupsLoaded, prefetchHeaderPopups } from './headerPopups';
import { HEADER_MENUS, SITE } from '../content/site';
import type { NavLinkItem, NavMenu } from '../content/site';

export const PUBLIC_HEADER_HEIGHT = 64;

const isMenu = (entry: NavMenu | NavLinkItem): entry is NavMenu => 'items' in entry;
const menuId = (menu: NavMenu) => `public-menu-${menu.label.toLowerCase()}`;

function DesktopMenu({ menu }: { menu: NavMenu }) {
  const dispatch = useAppDispatch();
  const { openMenu } = useAppSelector(selectPublicHeader);
  // The DOM node the menu anchors to (not product state). A ref read when the menu opens, not state set from a
  // ref callback: that state update re-rendered the header synchronously while the prerendered page hydrated.
  const anchor = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const open = openMenu === menu.label;
  const id = menuId(menu);
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
        // Before the app runs (and without JavaScript) the browser opens the plain panel below (ADR 0164).
        popoverTarget={`${id}-links`}
        onPointerEnter={prefetchHeaderPopups}
        onFocus={prefetchHeaderPopups}
        onClick={(event: MouseEvent) => {
          // The panel the visitor opened before the app ran is the browser's to close, with this click.
          if (panel.current && panelShown(panel.current)) return;
          // Once the app runs, its menu opens instead of the panel (a menu's keys and focus).
          event.preventDefault();
          dispatch(open ? publicMenuClosed() : publicMenuOpened(menu.label));
        }}
      >
        {menu.label}
      </Button>
      <HeaderPanel id={`${id}-links`} ref={panel} variant="dropdown">
        <PanelLinks items={menu.items} />
      </HeaderPanel>
      {(open || headerPopupsLoaded()) && (
        <Suspense fallback={null}>
          <LazyPublicMenuPopup menu={menu} id={id} open={open} anchor={anchor} />
        </Suspense>
      )}
    </>
  );
}

const PHONE_MENU_ID = 'site-menu';

/** Each dropdown panel is drawn under its button (`anchorRules`). */
const DROPDOWN_ANCHORS = HEADER_MENUS.filter(isMenu).map((menu) => anchorRules(`${menuId(menu)}-links`));

/**
 * The menu button and its panel. The browser opens and closes the panel (ADR 0164); the store follows it
 * (`mobileMenuToggled` on each toggle), and the panel follows the store when the app closes it (a navigation) or
 * a QA replay sets it. One tap is one toggle, before the app runs as after.
 */
function PhoneMenu({ account }: { account: NavLinkItem }) {
  const dispatch = useAppDispatch();
  const { mobileMenuOpen } = useAppSelector(selectPublicHeader);
  const panel = useRef<HTMLDivElement>(null);
  // What the panel was last set to from the store; null until the first effect (hydration).
  const applied = useRef<boolean | null>(null);
  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    if (applied.current === null) {
      applied.current = mobileMenuOpen;
      // A panel the visitor opened before the app ran stays open: the store takes it as it is.
      if (panelShown(element) && !mobileMenuOpen) dispatch(mobileMenuToggled(true));
      else showPanel(element, mobileMenuOpen);
      return;
    }
    if (applied.current === mobileMenuOpen) return;
    applied.current = mobileMenuOpen;
    showPanel(element, mobileMenuOpen);
  }, [dispatch, mobileMenuOpen]);
  const onToggle = (open: boolean) => {
    if (open !== mobileMenuOpen) dispatch(mobileMenuToggled(open));
  };
  return (
    <>
      <IconButton
        aria-label="Open menu"
        popoverTarget={PHONE_MENU_ID}
        // Without popovers the browser does nothing with the button: the app opens the panel.
        onClick={(event: MouseEvent<HTMLButtonElement>) => {
          if (typeof event.currentTarget.showPopover !== 'function') dispatch(mobileMenuToggled(!mobileMenuOpen));
        }}
        sx={{ display: { xs: 'inline-flex', md: 'none' } }}
      >
        <MenuIcon />
      </IconButton>
      <HeaderPanel id={PHONE_MENU_ID} ref={panel} variant="phone" role="dialog" aria-label="Site menu" onToggle={onToggle}>
        <nav aria-label="Mobile">
          {HEADER_MENUS.map((entry) =>
            isMenu(entry) ? (
              <Fragment key={entry.label}>
                <p id={`${PHONE_MENU_ID}-${entry.label.toLowerCase()}`}>{entry.label}</p>
                <PanelLinks items={entry.items} labelledBy={`${PHONE_MENU_ID}-${entry.label.toLowerCase()}`} />
              </Fragment>
            ) : (
              <PanelLinks key={entry.to} items={[entry]} />
            ),
          )}
          <RouterLink className="hp-account" to={account.to}>
            {account.label}
          </RouterLink>
        </nav>
      </HeaderPanel>
    </>
  );
}

/** Logo, menus and Login. Hides past 100 px while scrolling down; space is reserved, so nothing shifts. */
export function PublicHeader() {
  const { hidden } = useAppSelector(selectPublicHeader);
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
        <Toolbar sx={[{ gap: 1, height: PUBLIC_HEADER_HEIGHT }, HEADER_PANEL_STYLES, ...DROPDOWN_ANCHORS]}>
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
          <PhoneMenu account={account} />
        </Toolbar>
      </AppBar>
      <Box aria-hidden sx={{ height: PUBLIC_HEADER_HEIGHT }} />
    </>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { RefObject } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { mobileMenuToggled, publicMenuClosed, publicMenuOpened } from '../../features/publicHeader/publicHeaderSlice';
import { popupTriggerUnder } from '../../ui/popupTrigger';
import { HEADER_MENUS } from '../content/site';
import type { NavLinkItem, NavMenu } from '../content/site';

/**
 * The public header's pop-ups: the desktop dropdown menus and the phone's menu drawer. A page never renders
 * them before a visitor opens one, so they are a chunk of their own (MUI's Menu, Popover, Modal, Drawer and
 * List: about 14 KiB gzip), loaded on the first hover, focus or tap of a trigger and when the browser is idle
 * after start-up (ADR 0118).
 */

const isMenu = (entry: NavMenu | NavLinkItem): entry is NavMenu => 'items' in entry;

export function PublicMenuPopup({ menu, id, open, anchor }: { menu: NavMenu; id: string; open: boolean; anchor: RefObject<HTMLButtonElement | null> }) {
  const dispatch = useAppDispatch();
  return (
    <Menu
      id={id}
      anchorEl={open ? () => anchor.current : null}
      open={open}
      onClose={(event, reason) => {
        // One click on another menu's button (behind this menu's backdrop) switches to it.
        const other = reason === 'backdropClick' ? popupTriggerUnder(event) : null;
        const label = other?.name.startsWith('public:') ? other.name.slice('public:'.length) : null;
        if (other && label && label !== menu.label) {
          other.element.focus();
          dispatch(publicMenuOpened(label));
        } else {
          dispatch(publicMenuClosed());
        }
      }}
    >
      {menu.items.map((item) => (
        <MenuItem key={item.to} component={RouterLink} to={item.to}>
          {item.label}
        </MenuItem>
      ))}
    </Menu>
  );
}

export function PublicMobileMenu({ open, account }: { open: boolean; account: { to: string; label: string } }) {
  const dispatch = useAppDispatch();
  return (
    <Drawer anchor="right" open={open} onClose={() => dispatch(mobileMenuToggled(false))} slotProps={{ paper: { 'aria-label': 'Site menu', role: 'dialog' } as object }}>
      <Box component="nav" aria-label="Mobile" sx={{ width: 280 }}>
        {HEADER_MENUS.map((entry) =>
          isMenu(entry) ? (
            <List key={entry.label} subheader={<ListSubheader component="div">{entry.label}</ListSubheader>}>
              {entry.items.map((item) => (
                <ListItemButton key={item.to} component={RouterLink} to={item.to}>
                  <ListItemText primary={item.label} />
                </ListItemButton>
              ))}
            </List>
          ) : (
            <List key={entry.to}>
              <ListItemButton component={RouterLink} to={entry.to}>
                <ListItemText primary={entry.label} />
              </ListItemButton>
            </List>
          ),
        )}
        <Box sx={{ p: 2 }}>
          <Button fullWidth variant="contained" component={RouterLink} to={account.to}>
            {account.label}
          </Button>
        </Box>
      </Box>
    </Drawer>
  );
}

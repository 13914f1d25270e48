import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { RefObject } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { publicMenuClosed, publicMenuOpened } from '../../features/publicHeader/publicHeaderSlice';
import { popupTriggerUnder } from '../../ui/popupTrigger';
import type { NavMenu } from '../content/site';

/**
 * The public header's pop-ups: the desktop dropdown menus. A page never renders them before a visitor opens one,
 * so they are a chunk of their own (MUI's Menu, Popover and Modal), loaded on the first hover, focus or tap of a
 * trigger and when the browser is idle after start-up (ADR 0118). The phone's menu is a plain panel in the page
 * (ADR 0164).
 */

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

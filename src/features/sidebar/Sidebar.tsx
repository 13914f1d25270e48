import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { memo } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { SidebarItem } from '../../navigation/navModel';
import { selectIsCurrentEntry, selectIsSectionEntry, selectIsSubMenuOpen, selectVisibleSidebar } from './sidebarSelectors';
import { navDrawerToggled, selectSidebar, sidebarFilterChanged, sidebarToggled, subMenuToggled } from './sidebarSlice';
import { collapsedParentClicked } from './events';
import { StoreLink } from '../router/views';
import { NavIcon } from '../../navigation/NavIcon';

const SIDEBAR_WIDTH = 280;
const SIDEBAR_COLLAPSED_WIDTH = 60;
const NO_ITEMS: SidebarItem[] = [];

/** How the sidebar is laid out at the current width: phones get only the drawer, tablets a 60 px rail. */
export type SidebarLayout = 'phone' | 'tablet' | 'desktop';

export function useSidebarLayout(): SidebarLayout {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const tablet = useMediaQuery(theme.breakpoints.down('lg'), { noSsr: true });
  return phone ? 'phone' : tablet ? 'tablet' : 'desktop';
}

/** The header's menu button: opens the navigation drawer on phones (where there is no rail). */
export function NavDrawerButton() {
  const dispatch = useAppDispatch();
  const { drawerOpen } = useAppSelector(selectSidebar);
  if (useSidebarLayout() !== 'phone') return null;
  return (
    <IconButton aria-label="Open navigation" aria-haspopup="dialog" aria-expanded={drawerOpen} onClick={() => dispatch(navDrawerToggled(true))}>
      <MenuIcon />
    </IconButton>
  );
}

interface EntryProps {
  item: SidebarItem;
  depth: number;
  collapsed: boolean;
  /** A rail whose parents open the drawer instead of widening in place (tablets). */
  railOpensDrawer: boolean;
}

/** One item (and its sub-menu). Memoised, with flags read from the store: a navigation renders only the entries it changes. */
const SidebarEntry = memo(function SidebarEntry({ item, depth, collapsed, railOpensDrawer }: EntryProps) {
  const dispatch = useAppDispatch();
  const children = item.items ?? NO_ITEMS;
  const open = useAppSelector((state) => children.length > 0 && selectIsSubMenuOpen(state, item.id));
  const active = useAppSelector((state) => selectIsCurrentEntry(state, item.path));
  // Active by spec §2 but not the page itself: the section the current page is in, marked by its label's weight.
  const inSection = useAppSelector((state) => selectIsSectionEntry(state, item.path));
  const subMenuId = `submenu-${item.id}`;

  // No ripple: its start on mousedown (a layout read and a render) and its end on mouseup ran inside every
  // navigation's click (ADR 0143); the keyboard focus keeps MUI's focus-visible background.
  const label = (
    <ListItemButton
      component={StoreLink}
      to={item.path}
      disableRipple
      selected={active}
      aria-current={active ? 'page' : undefined}
      aria-label={collapsed ? item.label : undefined}
      onClick={(event: React.MouseEvent) => {
        if (collapsed && children.length > 0) {
          event.preventDefault();
          dispatch(collapsedParentClicked({ id: item.id, inDrawer: railOpensDrawer }));
        }
      }}
      sx={{ pl: collapsed ? 2.25 : 2 + depth * 2, minHeight: 44, borderRadius: 1, mx: 1 }}
    >
      <ListItemIcon sx={{ minWidth: collapsed ? 0 : 40 }}>
        <NavIcon name={item.icon} />
      </ListItemIcon>
      {!collapsed && <ListItemText primary={item.label} slotProps={{ primary: { sx: inSection ? { fontWeight: 600 } : undefined } }} />}
    </ListItemButton>
  );

  return (
    <li>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {collapsed ? (
            <Tooltip title={item.label} placement="right">
              {label}
            </Tooltip>
          ) : (
            label
          )}
        </Box>
        {!collapsed && children.length > 0 && (
          <IconButton
            size="small"
            aria-label={`${open ? 'Hide' : 'Show'} ${item.label} sub-menu`}
            aria-expanded={open}
            aria-controls={subMenuId}
            onClick={() => dispatch(subMenuToggled(item.id))}
            sx={{ mr: 1 }}
          >
            {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
          </IconButton>
        )}
      </Box>
      {!collapsed && children.length > 0 && (
        <Collapse in={open} timeout="auto" unmountOnExit>
          <List id={subMenuId} disablePadding>
            {children.map((child) => (
              <SidebarEntry key={child.id} item={child} depth={depth + 1} collapsed={collapsed} railOpensDrawer={railOpensDrawer} />
            ))}
          </List>
        </Collapse>
      )}
    </li>
  );
});

/** The sidebar's header, filter and groups; the same content in the in-flow sidebar and in the drawer. */
function SidebarContent({ collapsed, mode }: { collapsed: boolean; mode: 'rail' | 'desktop' | 'drawer' }) {
  const dispatch = useAppDispatch();
  const filter = useAppSelector((state) => selectSidebar(state).filter);
  const groups = useAppSelector(selectVisibleSidebar);
  const railOpensDrawer = mode === 'rail';
  let toggle;
  if (mode === 'drawer') {
    toggle = (
      <IconButton aria-label="Close navigation" onClick={() => dispatch(navDrawerToggled(false))} size="small">
        <CloseIcon />
      </IconButton>
    );
  } else {
    toggle = (
      <IconButton
        aria-label={collapsed ? 'Expand sidebar' : 'Collapse'}
        onClick={() => dispatch(railOpensDrawer ? navDrawerToggled(true) : sidebarToggled())}
        size="small"
      >
        {collapsed ? <ChevronRight /> : <ChevronLeft />}
      </IconButton>
    );
  }
  return (
    <>
      <Box sx={{ height: '4rem', display: 'flex', alignItems: 'center', justifyContent: collapsed ? 'center' : 'space-between', px: collapsed ? 0 : 2 }}>
        {!collapsed && (
          <Box component="span" sx={{ fontWeight: 700 }}>
            Employee Portal
          </Box>
        )}
        {toggle}
      </Box>
      {!collapsed && (
        <Box sx={{ px: 2, pb: 1 }}>
          <InputBase
            value={filter}
            onChange={(e) => dispatch(sidebarFilterChanged(e.target.value))}
            placeholder="Filter menu"
            inputProps={{ 'aria-label': 'Filter menu items' }}
            sx={{ width: '100%', px: 1.5, py: 0.5, borderRadius: 1, border: 1, borderColor: 'divider', fontSize: 14 }}
          />
        </Box>
      )}
      {groups.map((group) => (
        <Box key={group.navGroup} sx={{ mb: 1 }}>
          {!collapsed && (
            <ListSubheader id={`nav-group-${mode}-${group.navGroup}`} component="h2" sx={{ bgcolor: 'transparent', lineHeight: '32px', fontSize: 13 }}>
              {group.heading}
            </ListSubheader>
          )}
          <List
            dense={false}
            disablePadding
            aria-labelledby={collapsed ? undefined : `nav-group-${mode}-${group.navGroup}`}
            aria-label={collapsed ? group.heading : undefined}
          >
            {group.items.map((item) => (
              <SidebarEntry key={item.id} item={item} depth={0} collapsed={collapsed} railOpensDrawer={railOpensDrawer} />
            ))}
          </List>
        </Box>
      ))}
    </>
  );
}

/**
 * Left sidebar: a projection of the navigation model, the user's roles and the sidebar slice. Desktops
 * (lg and up) show it in the page flow, full or collapsed as the person chose; tablets keep the 60 px rail
 * and expand into a temporary drawer; phones have only the drawer, opened from the header (ADR 0100).
 */
export function Sidebar() {
  const dispatch = useAppDispatch();
  const { collapsed: collapsedPreference, drawerOpen } = useAppSelector(selectSidebar);
  const layout = useSidebarLayout();
  const collapsed = layout === 'tablet' || collapsedPreference;
  const width = collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH;

  return (
    <>
      {layout !== 'phone' && (
        <Box
          component="nav"
          aria-label="Portal"
          sx={{
            width,
            flexShrink: 0,
            borderRight: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            transition: 'width 150ms ease',
            position: 'sticky',
            top: 0,
            height: '100vh',
            overflowY: 'auto',
            overflowX: 'hidden',
          }}
        >
          <SidebarContent collapsed={collapsed} mode={layout === 'tablet' ? 'rail' : 'desktop'} />
        </Box>
      )}
      <Drawer
        variant="temporary"
        anchor="left"
        open={drawerOpen && layout !== 'desktop'}
        onClose={() => dispatch(navDrawerToggled(false))}
        slotProps={{ paper: { 'aria-label': 'Navigation', sx: { width: SIDEBAR_WIDTH, maxWidth: '85vw' } } as object }}
      >
        <Box component="nav" aria-label="Portal">
          <SidebarContent collapsed={false} mode="drawer" />
        </Box>
      </Drawer>
    </>
  );
}

import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Tooltip from '@mui/material/Tooltip';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectNavRoles } from '../auth/authSlice';
import { isActivePath, SIDEBAR } from '../../navigation/navModel';
import type { SidebarItem } from '../../navigation/navModel';
import { visibleSidebar } from './visibleSidebar';
import { selectPathname } from '../router/routerSlice';
import { collapsedParentClicked, selectSidebar, sidebarFilterChanged, sidebarToggled, subMenuToggled } from './sidebarSlice';
import { NavIcon } from '../../navigation/NavIcon';

const SIDEBAR_WIDTH = 280;
const SIDEBAR_COLLAPSED_WIDTH = 60;

function SidebarEntry({ item, depth }: { item: SidebarItem; depth: number }) {
  const dispatch = useAppDispatch();
  const pathname = useAppSelector(selectPathname);
  const { collapsed, expanded, filter } = useAppSelector(selectSidebar);
  const children = item.items ?? [];
  const open = expanded.includes(item.id) || (filter.trim() !== '' && children.length > 0);
  const active = isActivePath(pathname, item.path) && !item.path.includes('#');
  const subMenuId = `submenu-${item.id}`;

  const label = (
    <ListItemButton
      component={RouterLink}
      to={item.path}
      selected={active}
      aria-current={active ? 'page' : undefined}
      aria-label={collapsed ? item.label : undefined}
      onClick={(event: React.MouseEvent) => {
        if (collapsed && children.length > 0) {
          event.preventDefault();
          dispatch(collapsedParentClicked({ id: item.id }));
        }
      }}
      sx={{ pl: collapsed ? 2.25 : 2 + depth * 2, minHeight: 44, borderRadius: 1, mx: 1 }}
    >
      <ListItemIcon sx={{ minWidth: collapsed ? 0 : 40 }}>
        <NavIcon name={item.icon} />
      </ListItemIcon>
      {!collapsed && <ListItemText primary={item.label} />}
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
              <SidebarEntry key={child.id} item={child} depth={depth + 1} />
            ))}
          </List>
        </Collapse>
      )}
    </li>
  );
}

/** Left sidebar: a projection of the navigation model, the user's roles and the sidebar slice. */
export function Sidebar() {
  const dispatch = useAppDispatch();
  const roles = useAppSelector(selectNavRoles);
  const { collapsed, filter } = useAppSelector(selectSidebar);
  const groups = visibleSidebar(SIDEBAR, roles, filter);
  const width = collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH;

  return (
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
      <Box sx={{ height: '4rem', display: 'flex', alignItems: 'center', justifyContent: collapsed ? 'center' : 'space-between', px: collapsed ? 0 : 2 }}>
        {!collapsed && (
          <Box component="span" sx={{ fontWeight: 700 }}>
            Employee Portal
          </Box>
        )}
        <IconButton aria-label={collapsed ? 'Expand sidebar' : 'Collapse'} onClick={() => dispatch(sidebarToggled())} size="small">
          {collapsed ? <ChevronRight /> : <ChevronLeft />}
        </IconButton>
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
            <ListSubheader id={`nav-group-${group.navGroup}`} component="h2" sx={{ bgcolor: 'transparent', lineHeight: '32px', fontSize: 13 }}>
              {group.heading}
            </ListSubheader>
          )}
          <List
            dense={false}
            disablePadding
            aria-labelledby={collapsed ? undefined : `nav-group-${group.navGroup}`}
            aria-label={collapsed ? group.heading : undefined}
          >
            {group.items.map((item) => (
              <SidebarEntry key={item.id} item={item} depth={0} />
            ))}
          </List>
        </Box>
      ))}
    </Box>
  );
}

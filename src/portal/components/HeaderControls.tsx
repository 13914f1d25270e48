import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import Check from '@mui/icons-material/Check';
import DarkMode from '@mui/icons-material/DarkMode';
import LightMode from '@mui/icons-material/LightMode';
import Logout from '@mui/icons-material/Logout';
import NotificationsIcon from '@mui/icons-material/Notifications';
import Palette from '@mui/icons-material/Palette';
import Person from '@mui/icons-material/Person';
import Settings from '@mui/icons-material/Settings';
import { HexColorInput, HexColorPicker } from 'react-colorful';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { badgeText } from '../../lib/badge';
import { isValidHex, normalizeHex } from '../../lib/colorRamp';
import { selectUserProfile } from '../../features/auth/authSlice';
import { customColorPreviewed, customPickerOpened, headerMenusClosed, headerMenuToggled, selectHeader, shortcutsToggled } from '../../features/header/headerSlice';
import { unreadCount, useNotificationsList } from '../../features/notifications/notificationsApi';
import { useGraphProfile } from '../../features/graph/graphApi';
import type { PresenceStatus } from '../../features/graph/graphApi';
import { notificationsPanelToggled } from '../../features/notifications/panelActions';
import { navigated } from '../../features/router/routerSlice';
import { QUICK_LOGOUT_HINT, SHORTCUTS } from '../../features/shortcuts/shortcutsSlice';
import { COLOR_SCHEMES, colorSchemeChosen, customColorSaved, darkModeToggled, SCHEME_COLORS, selectPrimaryColor, selectThemePreferences } from '../../features/theme/themeSlice';
import type { ColorScheme } from '../../features/theme/themeSlice';

const SCHEME_LABELS: Record<ColorScheme, string> = { teal: 'Teal', blue: 'Blue', green: 'Green', purple: 'Purple', orange: 'Orange' };

/** 16 preset swatches for the custom colour picker. */
export const SWATCHES = [
  '#319795', '#0ea5e9', '#22c55e', '#d946ef', '#f59e0b', '#ef4444', '#6366f1', '#14b8a6',
  '#84cc16', '#ec4899', '#f97316', '#8b5cf6', '#06b6d4', '#64748b', '#a16207', '#0f766e',
];

export function NotificationBell({ showZero = false }: { showZero?: boolean }) {
  const dispatch = useAppDispatch();
  const { data } = useNotificationsList();
  const count = unreadCount(data);
  const text = badgeText(count, { showZero });
  return (
    <Tooltip title="Notifications">
      <IconButton aria-label={count > 0 ? `Notifications, ${count} unread` : 'Notifications'} onClick={() => dispatch(notificationsPanelToggled())}>
        <Badge badgeContent={text} color="error" invisible={text === null} overlap="circular">
          <NotificationsIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}

export function DarkModeToggle() {
  const dispatch = useAppDispatch();
  const { darkMode } = useAppSelector(selectThemePreferences);
  const systemPrefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const dark = darkMode ?? systemPrefersDark;
  const label = dark ? 'Switch to light mode' : 'Switch to dark mode';
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={() => dispatch(darkModeToggled({ systemPrefersDark }))}>
        {dark ? <LightMode /> : <DarkMode />}
      </IconButton>
    </Tooltip>
  );
}

// Header popups render inside the header (disablePortal), so their content stays in the banner landmark (axe 'region').
function CustomColorPicker({ anchor }: { anchor: HTMLElement | null }) {
  const dispatch = useAppDispatch();
  const { customPickerOpen, previewColor } = useAppSelector(selectHeader);
  const primary = useAppSelector(selectPrimaryColor);
  const current = previewColor ?? primary;
  const save = (hex: string) => {
    if (isValidHex(hex)) dispatch(customColorSaved(normalizeHex(hex)));
  };
  return (
    <Popover
      disablePortal
      open={customPickerOpen}
      anchorEl={anchor}
      onClose={() => dispatch(headerMenusClosed())}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { 'aria-label': 'Custom colour', role: 'dialog' } as object }}
    >
      <Box sx={{ p: 2, width: 240 }}>
        <Typography variant="subtitle2" component="h2" gutterBottom>
          Custom Color
        </Typography>
        {/* Live while dragging; saved (and closed) when the drag ends. */}
        <Box onPointerUp={() => save(current)} onKeyUp={(e) => e.key.startsWith('Arrow') && save(current)}>
          <HexColorPicker color={current} onChange={(hex) => dispatch(customColorPreviewed(hex))} aria-label="Colour" />
        </Box>
        <Box role="group" aria-label="Preset colours" sx={{ display: 'grid', gridTemplateColumns: 'repeat(8, 1fr)', gap: 0.5, mt: 1.5 }}>
          {SWATCHES.map((hex) => (
            <Box
              key={hex}
              component="button"
              type="button"
              aria-label={`Use ${hex}`}
              onClick={() => save(hex)}
              sx={{ width: 24, height: 24, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: hex, cursor: 'pointer', p: 0 }}
            />
          ))}
        </Box>
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'center' }}>
          <Box
            component={HexColorInput}
            prefixed
            color={current}
            onChange={(hex: string) => dispatch(customColorPreviewed(hex))}
            aria-label="Hex colour"
            sx={{ flex: 1, font: 'inherit', px: 1, py: 0.5, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: 'background.paper', color: 'text.primary' }}
          />
          <Button size="small" variant="contained" onClick={() => save(current)}>
            Apply
          </Button>
        </Stack>
      </Box>
    </Popover>
  );
}

export function ThemeMenu() {
  const dispatch = useAppDispatch();
  const { openMenu } = useAppSelector(selectHeader);
  const { colorScheme, customColor } = useAppSelector(selectThemePreferences);
  // The DOM node menus anchor to (not product state).
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  return (
    <>
      <Tooltip title="Theme colour">
        <IconButton
          ref={setAnchor}
          aria-label="Theme colour"
          aria-haspopup="menu"
          aria-expanded={openMenu === 'theme'}
          onClick={() => dispatch(headerMenuToggled('theme'))}
        >
          <Palette />
        </IconButton>
      </Tooltip>
      <Menu disablePortal anchorEl={anchor} open={openMenu === 'theme'} onClose={() => dispatch(headerMenusClosed())}>
        {COLOR_SCHEMES.map((scheme) => {
          const selected = customColor === null && colorScheme === scheme;
          return (
            <MenuItem key={scheme} selected={selected} onClick={() => dispatch(colorSchemeChosen(scheme))}>
              <ListItemIcon>
                <Box sx={{ width: 18, height: 18, borderRadius: '50%', bgcolor: SCHEME_COLORS[scheme] }} aria-hidden />
              </ListItemIcon>
              <ListItemText primary={scheme === 'teal' ? `${SCHEME_LABELS[scheme]} (default)` : SCHEME_LABELS[scheme]} />
              {selected && <Check fontSize="small" aria-label="selected" />}
            </MenuItem>
          );
        })}
        <Divider />
        <MenuItem selected={customColor !== null} onClick={() => dispatch(customPickerOpened())}>
          <ListItemIcon>
            <Box sx={{ width: 18, height: 18, borderRadius: '50%', bgcolor: customColor ?? 'transparent', border: 1, borderColor: 'divider' }} aria-hidden />
          </ListItemIcon>
          <ListItemText primary="Custom Color" />
        </MenuItem>
      </Menu>
      <CustomColorPicker anchor={anchor} />
    </>
  );
}

const PRESENCE_COLORS: Record<PresenceStatus, string> = { online: '#16a34a', busy: '#dc2626', away: '#d97706', offline: '#64748b', unknown: '#94a3b8' };

export function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
}

export function ProfileMenu() {
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectUserProfile);
  const { openMenu } = useAppSelector(selectHeader);
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const graph = useGraphProfile(profile !== null);
  const photo = graph.photo;
  const presence = graph.presence ?? 'unknown';
  if (!profile) return null;
  const fullName = `${profile.firstName} ${profile.lastName}`;
  const go = (path: string) => {
    dispatch(headerMenusClosed());
    dispatch(navigated(path));
  };
  return (
    <>
      <Button
        ref={setAnchor}
        aria-label={`Account menu for ${fullName} (${presence})`}
        aria-haspopup="menu"
        aria-expanded={openMenu === 'profile'}
        onClick={() => dispatch(headerMenuToggled('profile'))}
        sx={{ minWidth: 0, borderRadius: '50%', p: 0.5 }}
      >
        <Badge overlap="circular" variant="dot" anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} sx={{ '& .MuiBadge-badge': { bgcolor: PRESENCE_COLORS[presence], boxShadow: '0 0 0 2px white' } }}>
          <Avatar src={photo} alt="" sx={{ width: 34, height: 34, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: 14 }}>
            {initialsOf(profile.firstName, profile.lastName)}
          </Avatar>
        </Badge>
      </Button>
      {/* A popover with the identity above a real menu: only menu items may live inside role="menu". */}
      <Popover
        disablePortal
        anchorEl={anchor}
        open={openMenu === 'profile'}
        onClose={() => dispatch(headerMenusClosed())}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Stack direction="row" spacing={1.5} sx={{ px: 2, pt: 2, pb: 1, minWidth: 260, alignItems: 'center' }}>
          <Avatar src={photo} alt="" sx={{ width: 40, height: 40, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            {initialsOf(profile.firstName, profile.lastName)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{fullName}</Typography>
            <Typography variant="body2" color="text.secondary">
              {profile.role}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {profile.email}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              Status: {presence}
            </Typography>
          </Box>
        </Stack>
        <Divider />
        <MenuList autoFocusItem aria-label="Account">
          <MenuItem onClick={() => go('/employee/profile')}>
            <ListItemIcon>
              <Person fontSize="small" />
            </ListItemIcon>
            View Profile
          </MenuItem>
          <MenuItem onClick={() => go('/settings')}>
            <ListItemIcon>
              <Settings fontSize="small" />
            </ListItemIcon>
            Settings
          </MenuItem>
          <MenuItem onClick={() => go('/logout')}>
            <ListItemIcon>
              <Logout fontSize="small" />
            </ListItemIcon>
            <ListItemText primary="Logout" secondary={`Quick logout: ${QUICK_LOGOUT_HINT}`} />
          </MenuItem>
        </MenuList>
      </Popover>
    </>
  );
}

export function ShortcutsDialog() {
  const dispatch = useAppDispatch();
  const { shortcutsOpen } = useAppSelector(selectHeader);
  return (
    <Dialog open={shortcutsOpen} onClose={() => dispatch(shortcutsToggled(false))} aria-labelledby="shortcuts-title">
      <DialogTitle id="shortcuts-title">Keyboard shortcuts</DialogTitle>
      <DialogContent>
        <Table size="small" aria-labelledby="shortcuts-title">
          <TableBody>
            {SHORTCUTS.map((s) => (
              <TableRow key={s.keys}>
                <TableCell component="th" scope="row">
                  <Box component="kbd" sx={{ fontFamily: 'monospace' }}>
                    {s.keys}
                  </Box>
                </TableCell>
                <TableCell>{s.description}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Box sx={{ textAlign: 'right', mt: 2 }}>
          <Button onClick={() => dispatch(shortcutsToggled(false))}>Close</Button>
        </Box>
      </DialogContent>
    </Dialog>
  );
}

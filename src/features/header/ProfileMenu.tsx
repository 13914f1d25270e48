import { useContext, useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Logout from '@mui/icons-material/Logout';
import Person from '@mui/icons-material/Person';
import Settings from '@mui/icons-material/Settings';
import BugReport from '@mui/icons-material/BugReport';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectUserProfile } from '../auth/signedInSelectors';
import { useGraphProfile } from '../../api/graphApi';
import type { PresenceStatus } from '../../api/graphApi';
import { navigated } from '../router/routerSlice';
import { QUICK_LOGOUT_HINT } from '../shortcuts/shortcuts';
import { OpenQaToolsContext } from '../../ui/qaTools';
import { headerMenusClosed } from './events';
import { headerMenuToggled, closeHeaderPopup, selectHeader } from './headerSlice';
import { clampLines } from '../../ui/text';
import { POPUP_TRIGGER_ATTR } from '../../ui/popupTrigger';
import { PersonAvatar } from '../../ui/PersonAvatar';

const PRESENCE_COLORS: Record<PresenceStatus, string> = { online: '#16a34a', busy: '#dc2626', away: '#d97706', offline: '#64748b', unknown: '#94a3b8' };


export function ProfileMenu() {
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectUserProfile);
  const { openMenu } = useAppSelector(selectHeader);
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const graph = useGraphProfile(profile !== null);
  const openQaTools = useContext(OpenQaToolsContext);
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
        {...{ [POPUP_TRIGGER_ATTR]: 'profile' }}
        aria-haspopup="menu"
        aria-expanded={openMenu === 'profile'}
        onClick={() => dispatch(headerMenuToggled('profile'))}
        sx={{ minWidth: 0, borderRadius: '50%', p: 0.5 }}
      >
        <Badge overlap="circular" variant="dot" anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} sx={{ '& .MuiBadge-badge': { bgcolor: PRESENCE_COLORS[presence], boxShadow: '0 0 0 2px white' } }}>
          <PersonAvatar firstName={profile.firstName} lastName={profile.lastName} photo={photo} size={34} fontSize={14} />
        </Badge>
      </Button>
      {/* A popover with the identity above a real menu: only menu items may live inside role="menu". */}
      <Popover
        disablePortal
        anchorEl={anchor}
        open={openMenu === 'profile'}
        onClose={(event, reason) => closeHeaderPopup(dispatch, event, reason, 'profile')}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Stack direction="row" spacing={1.5} sx={{ px: 2, pt: 2, pb: 1, minWidth: 260, alignItems: 'center' }}>
          <PersonAvatar firstName={profile.firstName} lastName={profile.lastName} photo={photo} size={40} />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, ...clampLines(2) }}>{fullName}</Typography>
            <Typography variant="body2" color="textSecondary" sx={clampLines(2)}>
              {profile.role}
            </Typography>
            <Typography variant="body2" color="textSecondary" sx={clampLines(2)}>
              {profile.email}
            </Typography>
            <Typography variant="caption" color="textSecondary">
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
          {openQaTools && (
            <MenuItem
              onClick={() => {
                dispatch(headerMenusClosed());
                openQaTools();
              }}
            >
              <ListItemIcon>
                <BugReport fontSize="small" />
              </ListItemIcon>
              QA tools
            </MenuItem>
          )}
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


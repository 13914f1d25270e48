import { createElement } from 'react';
import type SvgIcon from '@mui/material/SvgIcon';
import AccessTime from '@mui/icons-material/AccessTime';
import AccountCircle from '@mui/icons-material/AccountCircle';
import PostAdd from '@mui/icons-material/PostAdd';
import Apartment from '@mui/icons-material/Apartment';
import Badge from '@mui/icons-material/Badge';
import BeachAccess from '@mui/icons-material/BeachAccess';
import Campaign from '@mui/icons-material/Campaign';
import Dashboard from '@mui/icons-material/Dashboard';
import EngineeringOutlined from '@mui/icons-material/EngineeringOutlined';
import Event from '@mui/icons-material/Event';
import Groups from '@mui/icons-material/Groups';
import HelpOutlined from '@mui/icons-material/HelpOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Payments from '@mui/icons-material/Payments';
import Person from '@mui/icons-material/Person';
import Settings from '@mui/icons-material/Settings';
import TaskAlt from '@mui/icons-material/TaskAlt';
import WbSunny from '@mui/icons-material/WbSunny';
import Work from '@mui/icons-material/Work';
import type { IconKey } from './navModel';

type SvgIconComponent = typeof SvgIcon;

export const ICONS: Record<IconKey, SvgIconComponent> = {
  dashboard: Dashboard,
  settings: Settings,
  help: HelpOutlined,
  employee: Badge,
  timeoff: BeachAccess,
  profile: Person,
  timecard: AccessTime,
  approve: TaskAlt,
  crew: EngineeringOutlined,
  projects: Work,
  team: Groups,
  hr: Apartment,
  calendar: Event,
  announcements: Campaign,
  weather: WbSunny,
  account: AccountCircle,
  notifications: NotificationsOutlined,
  create: PostAdd,
  payroll: Payments,
};

function iconFor(key: string): SvgIconComponent {
  return key in ICONS ? ICONS[key as IconKey] : Dashboard;
}

/** Renders the icon for a navigation icon key (the model stores keys, not components). */
export function NavIcon({ name, fontSize = 'small' }: { name: string; fontSize?: 'small' | 'medium' }) {
  return createElement(iconFor(name), { fontSize, 'aria-hidden': true });
}

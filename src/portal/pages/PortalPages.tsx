import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Campaign from '@mui/icons-material/Campaign';
import Event from '@mui/icons-material/Event';
import WbSunny from '@mui/icons-material/WbSunny';
import PendingActions from '@mui/icons-material/PendingActions';
import { useAppSelector } from '../../app/hooks';
import { selectHash } from '../../features/router/routerSlice';
import { useShownAfterPaint } from '../../ui/useShownAfterPaint';
import { selectUserProfile } from '../../features/auth/signedInSelectors';
import { HelpArticles } from '../../features/help/HelpArticles';
import { ProfileDetails } from '../../features/profile/ProfileDetails';
import { AppearanceSettings } from '../../features/theme/ThemeControls';
import { NotificationSettings } from '../../features/toasts/NotificationSettings';
import { CalendarFeedSettings } from '../../features/calendarFeeds/CalendarFeedSettings';
import { DelegationSettings } from '../../features/delegation/DelegationSettings';
import { selectNavRoles } from '../../features/auth/signedInSelectors';
import { ROLES_APPROVE_TIME } from '../../shared/contract/roles';
import { hasAnyRole } from '../../shared/roles';
import { AttentionList } from '../../features/dashboard/AttentionList';
import { AnnouncementsView } from '../../features/announcements/AnnouncementsView';
import { NextTimeOff } from '../../features/timeoff/NextTimeOff';
import { UpcomingEvents } from '../../features/calendar/UpcomingEvents';
import { pageDef as page, PageFrame } from '../components/PageFrame';
import { ThemedCard } from '../components/ThemedCard';

export function HomePage() {
  return (
    <PageFrame page={page('home')}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'repeat(3, 1fr)' } }}>
        <ThemedCard id="attention" title="Needs your attention" icon={<PendingActions aria-hidden />}>
          <AttentionList />
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mt: 2, mb: 0.5 }}>
            My next time off
          </Typography>
          <NextTimeOff />
        </ThemedCard>
        <ThemedCard id="announcements" title="Announcements" icon={<Campaign aria-hidden />}>
          <AnnouncementsView />
        </ThemedCard>
        <ThemedCard id="calendar" title="Calendar" icon={<Event aria-hidden />}>
          <UpcomingEvents />
        </ThemedCard>
        <ThemedCard id="weather" title="Weather" icon={<WbSunny aria-hidden />}>
          <Typography color="textSecondary">No forecast: this portal has no weather provider configured.</Typography>
        </ThemedCard>
      </Box>
    </PageFrame>
  );
}

export function ProfilePage() {
  return (
    <PageFrame page={page('profile')}>
      <ProfileDetails />
    </PageFrame>
  );
}

/**
 * How many of Settings' sections make its first screen (Account and Notifications fill a phone's and a 1280×800
 * window's): their content renders with the navigation, the rest's just after the first paint (docs/perf/0180).
 */
const SETTINGS_FIRST_SCREEN = 2;

export function SettingsPage() {
  const profile = useAppSelector(selectUserProfile);
  // A link to a section (#delegation) shows every section at once: nothing above it may grow once scrolled to.
  const rest = useShownAfterPaint(useAppSelector(selectHash) !== '');
  // Only an approver names a delegate (issue #48 §3); a delegate's own list is there too when they approve.
  const approver = hasAnyRole(useAppSelector(selectNavRoles), ROLES_APPROVE_TIME);
  const delegation = approver
    ? [
        {
          id: 'delegation',
          title: 'Delegate approvals',
          description: 'Name someone to decide on time off and timecards waiting for your approval while you are away. Their decisions say they were made on your behalf.',
          content: <DelegationSettings />,
        },
      ]
    : [];
  const sections = [
    {
      id: 'account',
      title: 'Account',
      description: 'Who you are signed in as.',
      content: (
        <Typography>Signed in as {profile ? `${profile.firstName} ${profile.lastName} (${profile.email})` : 'nobody'}.</Typography>
      ),
    },
    {
      id: 'notifications',
      title: 'Notifications',
      description: 'How the portal tells you about new things.',
      content: <NotificationSettings />,
    },
    {
      id: 'calendar-feeds',
      title: 'Calendar feeds',
      description: 'Secret addresses to see your time off, your team\'s absences and the company holidays in Outlook, Google or Apple Calendar. Anyone with an address can read that calendar: revoke it if it is shared by mistake.',
      content: <CalendarFeedSettings />,
    },
    ...delegation,
    {
      id: 'appearance',
      title: 'Appearance',
      description: 'Light or dark, and the colour of the portal. Saved on this device.',
      content: <AppearanceSettings />,
    },
  ];
  return (
    <PageFrame page={page('settings')}>
      <Box sx={{ display: 'grid', gap: 3 }}>
        {sections.map((s, i) => {
          const shown = rest || i < SETTINGS_FIRST_SCREEN;
          return (
            <Paper key={s.id} id={s.id} component="section" aria-labelledby={`${s.id}-title`} aria-busy={shown ? undefined : true} variant="outlined" sx={{ p: 3, scrollMarginTop: '5rem' }}>
              <Typography id={`${s.id}-title`} component="h2" variant="h6">
                {s.title}
              </Typography>
              <Typography color="textSecondary" sx={{ mb: 2 }}>
                {s.description}
              </Typography>
              {shown && s.content}
            </Paper>
          );
        })}
      </Box>
    </PageFrame>
  );
}

export function HelpPage() {
  const def = page('help');
  return (
    <PageFrame page={def}>
      <HelpArticles emptyText={def.emptyState} />
    </PageFrame>
  );
}

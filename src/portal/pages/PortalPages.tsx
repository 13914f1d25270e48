import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputBase from '@mui/material/InputBase';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import Campaign from '@mui/icons-material/Campaign';
import Event from '@mui/icons-material/Event';
import WbSunny from '@mui/icons-material/WbSunny';
import PendingActions from '@mui/icons-material/PendingActions';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { filterArticles } from '../../lib/helpSearch';
import { selectUserProfile } from '../../features/auth/authSlice';
import { AttentionList } from '../../features/dashboard/AttentionList';
import { PROFILE_FLAGS } from '../../features/auth/profile';
import { useGraphProfile } from '../../features/graph/graphApi';
import { pageById } from '../../features/navigation/navModel';
import type { PageDef } from '../../features/navigation/navModel';
import { helpQueryChanged, selectSearch } from '../../features/search/searchSlice';
import { profileDetailsRevealed, secureAccessRequested, selectSecureGate } from '../../features/secureGate/secureGateSlice';
import { toastRequested } from '../../features/toasts/toastActions';
import { selectToastPosition, TOAST_POSITIONS, toastPositionChosen } from '../../features/toasts/toastsSlice';
import type { ToastPosition } from '../../features/toasts/toastsSlice';
import { COLOR_SCHEMES, colorSchemeChosen, darkModeToggled, selectThemePreferences } from '../../features/theme/themeSlice';
import type { ColorScheme } from '../../features/theme/themeSlice';
import { HELP_ARTICLES } from '../content/help';
import { EmptyState } from '../../ui/EmptyState';
import { PageFrame } from '../components/PageFrame';
import { ThemedCard } from '../components/ThemedCard';

function page(id: string): PageDef {
  const found = pageById(id);
  if (!found) throw new Error(`No page "${id}" in the navigation model`);
  return found;
}

/** A page with nothing to show yet: its frame and an honest empty state. */
export function GenericPage({ pageId }: { pageId: string }) {
  const def = page(pageId);
  return (
    <PageFrame page={def}>
      <EmptyState text={def.emptyState} />
    </PageFrame>
  );
}

export function HomePage() {
  return (
    <PageFrame page={page('home')}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'repeat(3, 1fr)' } }}>
        <ThemedCard id="attention" title="Needs your attention" icon={<PendingActions aria-hidden />}>
          <AttentionList />
        </ThemedCard>
        <ThemedCard id="announcements" title="Announcements" icon={<Campaign aria-hidden />}>
          <Typography color="text.secondary">No announcements yet.</Typography>
        </ThemedCard>
        <ThemedCard id="calendar" title="Calendar" icon={<Event aria-hidden />}>
          <Typography color="text.secondary">No upcoming events.</Typography>
        </ThemedCard>
        <ThemedCard id="weather" title="Weather" icon={<WbSunny aria-hidden />}>
          <Typography color="text.secondary">No forecast available.</Typography>
        </ThemedCard>
      </Box>
    </PageFrame>
  );
}

/** A two-column table of labelled values. */
function DetailsTable({ label, rows }: { label: string; rows: [string, string][] }) {
  return (
    <Table size="small" aria-label={label}>
      <TableBody>
        {rows.map(([name, value]) => (
          <TableRow key={name}>
            <TableCell component="th" scope="row" sx={{ width: 200, fontWeight: 600 }}>
              {name}
            </TableCell>
            <TableCell>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function ProfilePage() {
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectUserProfile);
  const { profileDetailsRevealed: revealed } = useAppSelector(selectSecureGate);
  // Title and phones come from Microsoft Graph's /me (spec §3 profile fields).
  const { me } = useGraphProfile(profile !== null);
  if (!profile) return null;
  const rows: [string, string][] = [
    ['Name', `${profile.firstName} ${profile.lastName}`],
    ['E-mail', profile.email],
    ['Role', profile.role],
    ['Roles', profile.roles.join(', ') || 'Employee'],
    ['User type', profile.userType],
    ['Status', profile.userStatus],
    ['Title', me?.jobTitle ?? (profile.title || 'Not set')],
  ];
  // Behind the secure PIN gate: identifiers and contact details.
  const sensitive: [string, string][] = [
    ['Employee ID', profile.employeeUID],
    ['Directory user', profile.azureUser],
    ['Cell phone', me?.mobilePhone ?? (profile.cellPhone || 'Not set')],
    ['Office phone', me?.businessPhones[0] ?? (profile.officeExt || 'Not set')],
  ];
  const flags = PROFILE_FLAGS.filter((f) => profile[f]);
  return (
    <PageFrame page={page('profile')}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <DetailsTable label="Profile" rows={[...rows, ['Enabled features', flags.join(', ')]]} />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, mt: 3 }} component="section" aria-labelledby="sensitive-title">
        <Typography id="sensitive-title" component="h2" variant="h6" gutterBottom>
          Sensitive details
        </Typography>
        {revealed ? (
          <DetailsTable label="Sensitive details" rows={sensitive} />
        ) : (
          <Button variant="outlined" onClick={() => dispatch(secureAccessRequested({ pendingAction: profileDetailsRevealed() }))}>
            Show sensitive details
          </Button>
        )}
      </Paper>
    </PageFrame>
  );
}

const SCHEME_LABELS: Record<ColorScheme, string> = { teal: 'Teal', blue: 'Blue', green: 'Green', purple: 'Purple', orange: 'Orange' };

export const TOAST_POSITION_LABELS: Record<ToastPosition, string> = {
  'top-right': 'Top right (default)',
  'top-left': 'Top left',
  'bottom-right': 'Bottom right',
  'bottom-left': 'Bottom left',
  'top-center': 'Top center',
  'bottom-center': 'Bottom center',
};

export function SettingsPage() {
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectUserProfile);
  const { darkMode, colorScheme, customColor } = useAppSelector(selectThemePreferences);
  const toastPosition = useAppSelector(selectToastPosition);
  const systemPrefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const dark = darkMode ?? systemPrefersDark;
  const sections = [
    {
      id: 'account',
      title: 'Account',
      description: 'Who you are signed in as.',
      content: (
        <Typography>
          Signed in as {profile ? `${profile.firstName} ${profile.lastName} (${profile.email})` : 'nobody'}.
        </Typography>
      ),
    },
    {
      id: 'notifications',
      title: 'Notifications',
      description: 'How the portal tells you about new things.',
      content: (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            In-app notifications appear under the bell in the header. Pop-up messages (toasts) appear in the corner you choose.
          </Typography>
          <Typography id="toast-position-label" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            Toast position
          </Typography>
          <RadioGroup
            aria-labelledby="toast-position-label"
            value={toastPosition}
            onChange={(e) => {
              const position = TOAST_POSITIONS.find((p) => p === e.target.value);
              if (position) dispatch(toastPositionChosen(position));
            }}
            row
          >
            {TOAST_POSITIONS.map((p) => (
              <FormControlLabel key={p} value={p} control={<Radio />} label={TOAST_POSITION_LABELS[p]} />
            ))}
          </RadioGroup>
          <Button
            variant="outlined"
            sx={{ mt: 1 }}
            onClick={() => dispatch(toastRequested({ type: 'info', title: 'Sample notification', message: 'Toasts appear here.' }))}
          >
            Show a sample toast
          </Button>
        </>
      ),
    },
    {
      id: 'appearance',
      title: 'Appearance',
      description: 'Light or dark, and the colour of the portal. Saved on this device.',
      content: (
        <>
          <FormControlLabel control={<Switch checked={dark} onChange={() => dispatch(darkModeToggled({ systemPrefersDark }))} />} label="Dark mode" />
          <RadioGroup
            aria-label="Colour scheme"
            value={customColor ? 'custom' : colorScheme}
            onChange={(e) => {
              const value = e.target.value;
              const scheme = COLOR_SCHEMES.find((s) => s === value);
              if (scheme) dispatch(colorSchemeChosen(scheme));
            }}
            row
          >
            {COLOR_SCHEMES.map((s) => (
              <FormControlLabel key={s} value={s} control={<Radio />} label={SCHEME_LABELS[s]} />
            ))}
            {customColor && <FormControlLabel value="custom" control={<Radio />} label={`Custom (${customColor})`} />}
          </RadioGroup>
        </>
      ),
    },
  ];
  return (
    <PageFrame page={page('settings')}>
      <Box sx={{ display: 'grid', gap: 3 }}>
        {sections.map((s) => (
          <Paper key={s.id} id={s.id} component="section" aria-labelledby={`${s.id}-title`} variant="outlined" sx={{ p: 3, scrollMarginTop: '5rem' }}>
            <Typography id={`${s.id}-title`} component="h2" variant="h6">
              {s.title}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {s.description}
            </Typography>
            {s.content}
          </Paper>
        ))}
      </Box>
    </PageFrame>
  );
}

export function HelpPage() {
  const dispatch = useAppDispatch();
  const { helpQuery } = useAppSelector(selectSearch);
  const articles = filterArticles(HELP_ARTICLES, helpQuery);
  const def = page('help');
  return (
    <PageFrame page={def}>
      <InputBase
        value={helpQuery}
        onChange={(e) => dispatch(helpQueryChanged(e.target.value))}
        placeholder="Search help articles"
        inputProps={{ 'aria-label': 'Search help articles', type: 'search' }}
        sx={{ width: '100%', maxWidth: 480, mb: 2, px: 1.5, py: 0.75, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
      />
      {articles.length === 0 ? (
        <EmptyState text={def.emptyState} />
      ) : (
        <Paper variant="outlined">
          <List aria-label="Help articles">
            {articles.map((a) => (
              <ListItem key={a.id} divider>
                <ListItemText primary={a.title} secondary={a.description} />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </PageFrame>
  );
}

import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectUserProfile } from '../auth/signedInSelectors';
import { PROFILE_FLAG_LABELS, PROFILE_FLAGS } from '../auth/profile';
import { useGraphProfile } from '../../api/graphApi';
import { secureAccessRequested } from '../secureGate/events';
import { profileDetailsRevealed, selectProfileDetailsRevealed } from './profileSlice';
import { WRAP_ANYWHERE } from '../../ui/text';

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
            <TableCell sx={WRAP_ANYWHERE}>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The profile: public fields, and the sensitive ones behind the secure PIN gate. */
export function ProfileDetails() {
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectUserProfile);
  const revealed = useAppSelector(selectProfileDetailsRevealed);
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
  const flags = PROFILE_FLAGS.filter((f) => profile[f]).map((f) => PROFILE_FLAG_LABELS[f]);
  return (
    <>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <DetailsTable label="Profile" rows={[...rows, ['Enabled features', flags.join(', ') || 'None']]} />
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
    </>
  );
}

import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { workApi } from '../../api/workApi';
import { EmptyState } from '../../ui/EmptyState';
import { LoadState } from '../../ui/LoadState';
import { WRAP_ANYWHERE } from '../../ui/text';
import { dayWithWeekday, isoDate, mondayOf } from '../../shared/work/dates';
import { CREW_HOURS_TEXT, validCrewHours } from '../../shared/work/crew';
import type { CrewTimeEntry } from '../../shared/work/schemas';

const LINE_SX = { p: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 } as const;

/** What a line is called, for its field and buttons: "Alex Rivera, 24-117, Tue, Dec 1, 2026". */
const lineName = (e: CrewTimeEntry) => `${e.employeeName}, ${e.jobNumber}, ${dayWithWeekday(e.day)}`;

/** One day of crew time: its hours changed in place and saved, or removed; a locked week says so instead. */
function EnteredLine({ entry }: { entry: CrewTimeEntry }) {
  const [hours, setHours] = useState(String(entry.hours));
  const [update, updated] = workApi.endpoints.updateCrewTime.useMutation();
  const [remove, removed] = workApi.endpoints.deleteCrewTime.useMutation();
  const name = lineName(entry);
  const locked = entry.weekStatus !== 'draft' && entry.weekStatus !== 'returned';
  const value = hours.trim() === '' ? Number.NaN : Number(hours);
  const invalid = !validCrewHours(value);
  const failed = updated.error && 'message' in updated.error ? updated.error.message : null;
  const ref = { employeeId: entry.employeeId, jobNumber: entry.jobNumber, day: entry.day };
  return (
    <Paper component="li" variant="outlined" sx={LINE_SX} aria-label={name}>
      <Box sx={{ flex: '1 1 14rem', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, ...WRAP_ANYWHERE }}>{entry.employeeName}</Typography>
        <Typography variant="body2" color="textSecondary" sx={WRAP_ANYWHERE}>
          {entry.jobNumber} · {dayWithWeekday(entry.day)}
        </Typography>
      </Box>
      {locked ? (
        <Typography variant="body2" sx={{ flex: '1 1 12rem' }}>
          {entry.hours} h · week {entry.weekStatus}, it can no longer be changed
        </Typography>
      ) : (
        <>
          <TextField
            type="number"
            size="small"
            label="Hours"
            value={hours}
            onChange={(e) => setHours(e.target.value)}
            error={(hours !== String(entry.hours) && invalid) || !!failed}
            helperText={hours !== String(entry.hours) && invalid ? CREW_HOURS_TEXT : failed}
            slotProps={{ htmlInput: { min: 0.25, max: 24, step: 0.25, 'aria-label': `Hours for ${name}` } }}
            sx={{ width: '7rem' }}
          />
          <Button variant="outlined" disabled={invalid || value === entry.hours} loading={updated.isLoading} aria-label={`Save hours for ${name}`} onClick={() => void update({ ...ref, hours: value })}>
            Save
          </Button>
          <Button color="error" variant="text" loading={removed.isLoading} aria-label={`Remove crew time for ${name}`} onClick={() => void remove(ref)}>
            Remove
          </Button>
        </>
      )}
    </Paper>
  );
}

/** The crew time the caller entered this week, each day changeable or removable (issue #49 §4). */
export function CrewEntered({ emptyText }: { emptyText: string }) {
  const weekStart = mondayOf(isoDate(new Date()));
  const entered = workApi.endpoints.getCrewTime.useQuery(weekStart);
  const lines = entered.data ?? [];
  return (
    <Box component="section" aria-labelledby="crew-entered-title" sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
      <Typography id="crew-entered-title" component="h2" variant="h6">
        Crew time entered this week
      </Typography>
      <LoadState loading={entered.isLoading} failed={entered.isError && entered.data === undefined} error={entered.error} what="the crew time you entered" onRetry={() => void entered.refetch()}>
        {lines.length === 0 ? (
          <EmptyState text={emptyText} />
        ) : (
          <Box component="ul" aria-label="Crew time entered this week" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {lines.map((e) => (
              <EnteredLine key={`${e.employeeId}:${e.jobNumber}:${e.day}:${e.hours}:${e.weekStatus}`} entry={e} />
            ))}
          </Box>
        )}
      </LoadState>
    </Box>
  );
}

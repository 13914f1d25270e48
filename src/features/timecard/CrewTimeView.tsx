import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { workApi } from '../../api/workApi';
import { EmptyState } from '../../ui/EmptyState';
import { LoadState } from '../../ui/LoadState';
import { CrewEntered } from './CrewEntered';
import { crewFieldChanged, crewMemberToggled, crewOpened, crewSubmitClicked, selectCrew } from './crewSlice';

/** Crew time (issue #17 §4): the same hours for several crew members on one job and day, in one action. */
export function CrewTimeView({ emptyText }: { emptyText: string }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(crewOpened());
  }, [dispatch]);
  const crew = useAppSelector(selectCrew);
  const members = workApi.endpoints.getCrew.useQuery();
  const projects = workApi.endpoints.getProjects.useQuery();
  const openJobs = (projects.data ?? []).filter((p) => p.status === 'active');
  const { errors } = crew;
  return (
    <LoadState loading={members.isLoading} failed={members.isError && members.data === undefined} error={members.error} what="your crew" onRetry={() => void members.refetch()}>
      {members.data?.length === 0 ? (
        <EmptyState text="You have no crew to enter time for." />
      ) : (
        <Box sx={{ display: 'grid', gap: 3 }}>
        <Paper variant="outlined" component="form" aria-label="Crew time" noValidate sx={{ p: 3, display: 'grid', gap: 2, maxWidth: 640 }}>
          <TextField select label="Job" value={crew.jobNumber} onChange={(e) => dispatch(crewFieldChanged({ field: 'jobNumber', value: e.target.value }))} error={!!errors.jobNumber} helperText={errors.jobNumber} required>
            {openJobs.map((p) => (
              <MenuItem key={p.jobNumber} value={p.jobNumber}>
                {p.jobNumber} {p.name}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
            <TextField type="date" label="Day" value={crew.day} onChange={(e) => dispatch(crewFieldChanged({ field: 'day', value: e.target.value }))} error={!!errors.day} helperText={errors.day} slotProps={{ inputLabel: { shrink: true } }} required />
            <TextField type="number" label="Hours" value={crew.hours} onChange={(e) => dispatch(crewFieldChanged({ field: 'hours', value: e.target.value }))} error={!!errors.hours} helperText={errors.hours} slotProps={{ htmlInput: { min: 0, max: 24, step: 0.25 } }} required />
          </Box>
          <FormControl error={!!errors.employeeIds} component="fieldset">
            <FormLabel component="legend">Crew members</FormLabel>
            <FormGroup row>
              {(members.data ?? []).map((m) => (
                <FormControlLabel key={m.employeeId} control={<Checkbox checked={crew.employeeIds.includes(m.employeeId)} onChange={() => dispatch(crewMemberToggled(m.employeeId))} />} label={m.name} />
              ))}
            </FormGroup>
            {errors.employeeIds && <FormHelperText>{errors.employeeIds}</FormHelperText>}
          </FormControl>
          <Box>
            <Button variant="contained" onClick={() => dispatch(crewSubmitClicked())} loading={crew.saving}>
              Enter crew time
            </Button>
          </Box>
        </Paper>
        <CrewEntered emptyText={emptyText} />
        </Box>
      )}
    </LoadState>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { peopleApi } from '../../api/peopleApi';
import type { Directory } from '../../shared/people/schemas';
import { longDay } from '../../shared/work/dates';
import { EmptyState } from '../../ui/EmptyState';
import { LoadState } from '../../ui/LoadState';
import { WRAP_ANYWHERE } from '../../ui/text';
import { CardList, PersonCard } from './PersonCard';
import { directoryDepartmentChanged, directoryFiltersCleared, directorySearchChanged, selectDirectoryDepartment, selectDirectoryQuery, selectDirectorySearch } from './peopleSlice';

const employees = (n: number) => (n === 1 ? '1 employee' : `${n} employees`);

/** What the polite status line says about the results (read out when it changes). */
export function resultsText(directory: Directory | undefined): string {
  if (!directory) return '';
  if (directory.total === 0) return 'No employees match.';
  if (directory.total > directory.people.length) return `Showing the first ${directory.people.length} of ${employees(directory.total)}. Narrow the search to see the rest.`;
  return `${employees(directory.total)} found.`;
}

/** Employees (issue #26): the HR directory, searched and filtered by the API. */
export function DirectoryView({ emptyText }: { emptyText: string }) {
  const dispatch = useAppDispatch();
  const search = useAppSelector(selectDirectorySearch);
  const department = useAppSelector(selectDirectoryDepartment);
  const query = useAppSelector(selectDirectoryQuery);
  const directory = peopleApi.endpoints.getDirectory.useQuery(query);
  // While a new search loads, the last results stay (marked busy); the departments come with any answer.
  const shown = directory.currentData ?? directory.data;
  const departments = shown?.departments ?? [];
  const filtered = query.q !== '' || query.department !== '';
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box role="search" aria-label="Employees" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 2fr) minmax(0, 1fr)' }, maxWidth: 720 }}>
        <TextField
          label="Search employees"
          type="search"
          size="small"
          value={search}
          onChange={(e) => dispatch(directorySearchChanged(e.target.value))}
          helperText="Name, job title or e-mail"
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          select
          label="Department"
          size="small"
          value={department}
          onChange={(e) => dispatch(directoryDepartmentChanged(e.target.value))}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">All departments</MenuItem>
          {/* A department chosen before the list arrives (or gone since) stays choosable. */}
          {[...new Set([...departments, ...(department ? [department] : [])])].map((d) => (
            <MenuItem key={d} value={d} sx={WRAP_ANYWHERE}>
              {d}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Typography role="status" aria-live="polite" color="textSecondary" sx={{ minHeight: '1.5em' }}>
        {directory.isFetching ? 'Searching…' : resultsText(directory.currentData)}
      </Typography>
      {directory.isFetching && shown && <LinearProgress aria-label="Searching employees" />}
      <LoadState loading={directory.isLoading} failed={directory.isError && directory.currentData === undefined} error={directory.error} what="employees" onRetry={() => void directory.refetch()}>
        {shown && shown.people.length === 0 ? (
          <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
            <Box sx={{ justifySelf: 'stretch' }}>
              <EmptyState text={emptyText} />
            </Box>
            {filtered && (
              <Button variant="outlined" onClick={() => dispatch(directoryFiltersCleared())}>
                Clear search and department
              </Button>
            )}
          </Box>
        ) : (
          <Box aria-busy={directory.isFetching} sx={{ opacity: directory.isFetching ? 0.6 : 1 }}>
            <CardList label="Employees">
              {(shown?.people ?? []).map((p) => (
                <PersonCard
                  key={p.id}
                  person={p}
                  extra={
                    (p.managerName ?? p.startDate) && (
                      <Typography variant="body2" color="textSecondary" sx={WRAP_ANYWHERE}>
                        {[p.managerName && `Reports to ${p.managerName}`, p.startDate && `Started ${longDay(p.startDate)}`].filter(Boolean).join(' · ')}
                      </Typography>
                    )
                  }
                />
              ))}
            </CardList>
          </Box>
        )}
      </LoadState>
    </Box>
  );
}

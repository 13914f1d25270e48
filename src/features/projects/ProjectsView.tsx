import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { workApi } from '../../api/workApi';
import { longDay } from '../../shared/work/dates';
import { EmptyState } from '../../ui/EmptyState';
import { LoadState } from '../../ui/LoadState';
import { StatusChip } from '../../ui/StatusChip';
import { filterProjects, projectFilterChanged, selectProjectFilter } from './projectsSlice';

const JOBS_SX = { '& th, & td': { px: { xs: 1, sm: 2 }, overflowWrap: 'anywhere' } } as const;

/** Projects (issue #17 §5): jobs with a filter. */
export function ProjectsView({ emptyText }: { emptyText: string }) {
  const dispatch = useAppDispatch();
  const filter = useAppSelector(selectProjectFilter);
  const projects = workApi.endpoints.getProjects.useQuery();
  const shown = filterProjects(projects.data ?? [], filter);
  return (
    <LoadState loading={projects.isLoading} failed={projects.isError && projects.data === undefined} error={projects.error} what="projects" onRetry={() => void projects.refetch()}>
      <TextField label="Filter jobs" type="search" size="small" value={filter} onChange={(e) => dispatch(projectFilterChanged(e.target.value))} sx={{ mb: 2, width: '100%', maxWidth: 360 }} />
      {shown.length === 0 ? (
        <EmptyState text={projects.data?.length === 0 ? emptyText : `No jobs match "${filter}".`} />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          {/* On a phone the cells wrap and pad less, so every column fits the width: no column is cut off in a
              sideways scroller that nothing announces (the Manager column showed "Morga…" at 390 px; issue #49). */}
          <Table size="small" aria-label="Jobs" sx={JOBS_SX}>
            <TableHead>
              <TableRow>
                {['Job number', 'Name', 'Status', 'Manager'].map((h) => (
                  <TableCell key={h}>{h}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((p) => (
                <TableRow key={p.jobNumber}>
                  <TableCell>
                    <Link component={RouterLink} to={`/projects/${encodeURIComponent(p.jobNumber)}`}>
                      {p.jobNumber}
                    </Link>
                  </TableCell>
                  <TableCell>{p.name}</TableCell>
                  <TableCell>
                    <StatusChip status={p.status} />
                  </TableCell>
                  <TableCell>{p.manager}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </LoadState>
  );
}

/** A job: its facts and this week's hours by person. */
export function ProjectView({ jobNumber, emptyText }: { jobNumber: string; emptyText: string }) {
  const detail = workApi.endpoints.getProject.useQuery(jobNumber);
  const d = detail.data;
  return (
    <LoadState loading={detail.isLoading} failed={detail.isError && detail.currentData === undefined} error={detail.error} what={`job ${jobNumber}`} onRetry={() => void detail.refetch()}>
      {d && (
        <>
          <Typography sx={{ mb: 1 }}>
            {d.project.name} · <StatusChip status={d.project.status} /> · Manager: {d.project.manager}
          </Typography>
          <Typography component="h2" variant="h6" sx={{ mt: 2, mb: 1 }}>
            Hours this week (from {longDay(d.weekStart)})
          </Typography>
          {d.hoursByPerson.length === 0 ? (
            <EmptyState text={emptyText} />
          ) : (
            <TableContainer component={Paper} variant="outlined">
              <Table size="small" aria-label="Hours this week by person">
                <TableHead>
                  <TableRow>
                    <TableCell>Person</TableCell>
                    <TableCell align="right">Hours</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {d.hoursByPerson.map((p) => (
                    <TableRow key={p.employeeName}>
                      <TableCell>{p.employeeName}</TableCell>
                      <TableCell align="right">{p.hours}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </>
      )}
    </LoadState>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Download from '@mui/icons-material/Download';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { payrollApi } from '../../api/payrollApi';
import { workApi } from '../../api/workApi';
import { addDays, isoDate, longDay, mondayOf } from '../../lib/work/dates';
import { weekTotal } from '../../lib/work/rules';
import { StatusChip } from '../../ui/StatusChip';
import { weekChosen } from './myTimeSlice';

/** How many weeks the Timecard overview lists: this one and the three before it. */
export const RECENT_WEEKS = 4;

/** One week of the list: its status and hours as the API has them, linking to My Time on that week. */
function WeekLine({ weekStart }: { weekStart: string }) {
  const dispatch = useAppDispatch();
  const week = workApi.endpoints.getWeek.useQuery(weekStart);
  const w = week.data;
  const hours = w ? weekTotal(w.entries) + weekTotal(w.crewEntries ?? []) : 0;
  // A submitted or approved week can be downloaded as CSV (issue #26 §7): the employee's own, fetched with their token.
  const [download, saved] = payrollApi.endpoints.downloadWeek.useMutation();
  const downloadable = w && (w.status === 'submitted' || w.status === 'approved');
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Link component={RouterLink} to="/timecard/mytime" onClick={() => dispatch(weekChosen(weekStart))} sx={{ minHeight: 44, display: 'inline-flex', alignItems: 'center', flex: '1 1 10rem' }}>
        Week of {longDay(weekStart)}
      </Link>
      {w ? (
        <>
          <Typography component="span" sx={{ minWidth: '4rem', textAlign: 'right' }}>
            {hours} h
          </Typography>
          {w.status === 'draft' && hours === 0 ? <Typography component="span" color="textSecondary">Not started</Typography> : <StatusChip status={w.status} />}
          {downloadable && (
            <Button
              size="small"
              variant="outlined"
              startIcon={<Download aria-hidden />}
              disabled={saved.isLoading}
              aria-busy={saved.isLoading}
              aria-label={`Download the week of ${longDay(weekStart)} as CSV`}
              onClick={() => void download({ employeeId: w.employeeId, weekStart })}
              sx={{ minHeight: 44 }}
            >
              {saved.isLoading ? 'Downloading…' : 'CSV'}
            </Button>
          )}
          {downloadable && saved.isError && (
            <Typography role="alert" variant="body2" color="error" sx={{ flexBasis: '100%' }}>
              The download failed{'message' in saved.error && saved.error.message ? `: ${saved.error.message}` : '. Try again.'}
            </Typography>
          )}
          {w.status === 'returned' && w.reason && (
            <Typography variant="body2" color="error" sx={{ flexBasis: '100%' }}>
              Returned by {w.decidedBy ?? 'your approver'}: {w.reason}
            </Typography>
          )}
        </>
      ) : week.isError ? (
        <Typography component="span" color="error">
          Could not load this week.
        </Typography>
      ) : (
        <Skeleton width={120} aria-label="Loading" />
      )}
    </Box>
  );
}

/** The Timecard overview: this week and the three before, each with its status and hours (issue #26). */
export function RecentWeeks() {
  const thisWeek = mondayOf(isoDate(new Date()));
  const weeks = Array.from({ length: RECENT_WEEKS }, (_, i) => addDays(thisWeek, -7 * i));
  return (
    <Box component="ul" aria-label="Recent weeks" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {weeks.map((weekStart) => (
        <WeekLine key={weekStart} weekStart={weekStart} />
      ))}
    </Box>
  );
}

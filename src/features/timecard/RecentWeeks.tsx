import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
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
          {w.status === 'draft' && hours === 0 ? <Typography component="span" color="text.secondary">Not started</Typography> : <StatusChip status={w.status} />}
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

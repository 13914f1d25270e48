import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { payrollApi } from '../../api/payrollApi';
import { workApi } from '../../api/workApi';
import { addDays, isoDate, longDay, mondayOf } from '../../shared/work/dates';
import { weekOfAllKinds } from '../../shared/work/ledger';
import { StatusChip } from '../../ui/StatusChip';
import { weekChosen } from './myTimeSlice';

/** How many weeks the Timecard overview lists: this one and the three before it. */
export const RECENT_WEEKS = 4;

const LINE_SX = { display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', py: 1, borderBottom: 1, borderColor: 'divider' } as const;
const WEEK_LINK_STYLE = { minHeight: 44, display: 'inline-flex', alignItems: 'center', flex: '1 1 10rem' } as const;
const HOURS_STYLE = { minWidth: '4rem', textAlign: 'right' } as const;

/** One week of the list: its status and hours as the API has them, linking to My Time on that week. */
function WeekLine({ weekStart }: { weekStart: string }) {
  const dispatch = useAppDispatch();
  const week = workApi.endpoints.getWeek.useQuery(weekStart);
  const w = week.data;
  // The week's total as My Time shows it: hours worked (own and crew), time off and holidays (issue #46 §1).
  const worked = w ? [...w.entries, ...(w.crewEntries ?? [])] : [];
  const hours = w ? weekOfAllKinds(worked, w.leave ?? []) : 0;
  // A submitted or approved week can be downloaded as CSV (issue #26 §7): the employee's own, fetched with their token.
  const [download, saved] = payrollApi.endpoints.downloadWeek.useMutation();
  const downloadable = w && (w.status === 'submitted' || w.status === 'approved');
  return (
    <Box component="li" sx={LINE_SX}>
      <RouterLink className="pf-link" to="/timecard/mytime" onClick={() => dispatch(weekChosen(weekStart))} style={WEEK_LINK_STYLE}>
        Week of {longDay(weekStart)}
      </RouterLink>
      {w ? (
        <>
          <span style={HOURS_STYLE}>{hours} h</span>
          {w.status === 'draft' && weekOfAllKinds(worked, []) === 0 ? <Typography component="span" color="textSecondary">
              Not started
            </Typography> : <StatusChip status={w.status} />}
          {downloadable && (
            <Button
              variant="outlined"
              startIcon={<Download aria-hidden />}
              disabled={saved.isLoading}
              aria-busy={saved.isLoading}
              aria-label={`Download the week of ${longDay(weekStart)} as CSV`}
              onClick={() => void download({ employeeId: w.employeeId, weekStart })}
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
    <List aria-label="Recent weeks" disablePadding>
      {weeks.map((weekStart) => (
        <WeekLine key={weekStart} weekStart={weekStart} />
      ))}
    </List>
  );
}

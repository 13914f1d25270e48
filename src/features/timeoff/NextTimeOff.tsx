import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { workApi } from '../../api/workApi';
import { isoDate, longDay } from '../../shared/work/dates';
import { TIME_OFF_TYPE_LABELS } from '../../shared/work/rules';
import { LoadState } from '../../ui/LoadState';
import { StatusChip } from '../../ui/StatusChip';

const LINE_SX = { display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' } as const;

/** The caller's next time off not yet over (approved or still pending), or an honest line when there is none. */
export function NextTimeOff() {
  const requests = workApi.endpoints.getTimeOffRequests.useQuery();
  const today = isoDate(new Date());
  const next = (requests.data ?? [])
    .filter((r) => (r.status === 'approved' || r.status === 'pending') && r.lastDay >= today)
    .sort((a, b) => a.firstDay.localeCompare(b.firstDay))[0];
  return (
    <LoadState loading={requests.isLoading} failed={requests.isError && requests.data === undefined} error={requests.error} what="time-off requests" onRetry={() => void requests.refetch()}>
      {next ? (
        <Box sx={LINE_SX}>
          <Typography>
            {TIME_OFF_TYPE_LABELS[next.type]}, {next.firstDay === next.lastDay ? longDay(next.firstDay) : `${longDay(next.firstDay)} to ${longDay(next.lastDay)}`} ({next.hours} h)
          </Typography>
          <StatusChip status={next.status} />
        </Box>
      ) : (
        <Typography color="textSecondary">No time off planned.</Typography>
      )}
    </LoadState>
  );
}

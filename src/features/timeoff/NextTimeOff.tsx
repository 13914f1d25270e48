import { workApi } from '../../api/workApi';
import { isoDate, longDay } from '../../shared/work/dates';
import { TIME_OFF_TYPE_LABELS } from '../../shared/work/rules';
import { LoadState } from '../../ui/LoadState';
import { StatusChip } from '../../ui/StatusChip';
import { PlainText } from '../../ui/plainControls';

// Plain elements (ADR 0156), drawn as the Typography lines they replace.
const LINE_STYLE = { display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' } as const;

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
        <div style={LINE_STYLE}>
          <PlainText>
            {TIME_OFF_TYPE_LABELS[next.type]}, {next.firstDay === next.lastDay ? longDay(next.firstDay) : `${longDay(next.firstDay)} to ${longDay(next.lastDay)}`} ({next.hours} h)
          </PlainText>
          <StatusChip status={next.status} />
        </div>
      ) : (
        <PlainText secondary>No time off planned.</PlainText>
      )}
    </LoadState>
  );
}

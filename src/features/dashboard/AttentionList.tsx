import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { workApi } from '../../api/workApi';
import { longDay } from '../../shared/work/dates';
import { LoadState } from '../../ui/LoadState';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;


/** The dashboard's "needs your attention" list (issue #17 §7), each line linking to its page. */
export function AttentionList() {
  const dashboard = workApi.endpoints.getDashboard.useQuery();
  const d = dashboard.data;
  const items: { text: string; path: string }[] = [];
  if (d) {
    if (d.pendingTimeOff > 0) items.push({ text: `${plural(d.pendingTimeOff, 'time-off request', 'time-off requests')} waiting for a decision`, path: '/employee/timeoff' });
    if (d.weekToSubmit) items.push({ text: `${d.weekToSubmitStatus === 'returned' ? 'Returned week' : 'Week'} of ${longDay(d.weekToSubmit)} to submit`, path: '/timecard/mytime' });
    if (d.approvalsWaiting) items.push({ text: `${plural(d.approvalsWaiting, 'approval', 'approvals')} waiting for you`, path: '/timecard/approval' });
  }
  return (
    <LoadState loading={dashboard.isLoading} failed={dashboard.isError && dashboard.data === undefined} error={dashboard.error} what="what needs your attention" onRetry={() => void dashboard.refetch()}>
      {items.length === 0 ? (
        <Typography color="textSecondary">Nothing needs your attention.</Typography>
      ) : (
        <List dense aria-label="Needs your attention" disablePadding>
          {items.map((i) => (
            <ListItem key={i.path} disableGutters>
              <RouterLink className="pf-link" to={i.path}>
                {i.text}
              </RouterLink>
            </ListItem>
          ))}
        </List>
      )}
    </LoadState>
  );
}

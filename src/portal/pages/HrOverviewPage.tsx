import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import EventAvailable from '@mui/icons-material/EventAvailable';
import Groups from '@mui/icons-material/Groups';
import PendingActions from '@mui/icons-material/PendingActions';
import PersonOff from '@mui/icons-material/PersonOff';
import { Link as RouterLink } from 'react-router-dom';
import { contractApi } from '../../api/contractApi';
import { needsAttention } from '../../shared/contract/hr';
import type { HrOverview } from '../../shared/contract/hr';
import { longDay } from '../../shared/work/dates';
import { TIME_OFF_TYPE_LABELS } from '../../shared/work/rules';
import { EmptyState } from '../../ui/EmptyState';
import { LoadState } from '../../ui/LoadState';
import { ThemedCard } from '../components/ThemedCard';
import AccountBalance from '@mui/icons-material/AccountBalance';
import { useAppSelector } from '../../app/hooks';
import { selectNavRoles } from '../../features/auth/signedInSelectors';
import { HrBalances } from '../../features/timeoff/BalanceHistory';
import { ROLES_ADJUST_BALANCES, ROLES_HR_STEP } from '../../shared/contract/roles';
import AltRoute from '@mui/icons-material/AltRoute';
import { RoutingSettings } from '../../features/routing/RoutingSettings';
import { hasAnyRole } from '../../shared/roles';
import { pageDef, PageFrame } from '../components/PageFrame';

const days = (first: string, last: string) => (first === last ? longDay(first) : `${longDay(first)} to ${longDay(last)}`);
const requests = (n: number) => (n === 1 ? '1 request is waiting for a decision' : `${n} requests are waiting for a decision`);
const people = (n: number) => (n === 1 ? '1 person' : `${n} people`);

function PendingTimeOff({ pending }: { pending: HrOverview['pendingTimeOff'] }) {
  return (
    <>
      <Typography color="textSecondary">
        {requests(pending.total)}
        {pending.total > pending.oldest.length ? `; the oldest ${pending.oldest.length}:` : ':'}
      </Typography>
      <List dense aria-label="Pending time-off requests">
        {pending.oldest.map((r) => (
          <ListItem key={r.id} disableGutters>
            <ListItemText primary={r.employeeName} secondary={`${TIME_OFF_TYPE_LABELS[r.type]}, ${days(r.firstDay, r.lastDay)} (${r.hours} h)`} />
          </ListItem>
        ))}
      </List>
      <Button component={RouterLink} to="/hr/calendar" variant="outlined">
        Open the HR calendar
      </Button>
    </>
  );
}

function OutToday({ out }: { out: HrOverview['outToday'] }) {
  return out.length === 0 ? (
    <Typography color="textSecondary">Everyone is in today.</Typography>
  ) : (
    <List dense aria-label="Out today">
      {out.map((p) => (
        <ListItem key={p.employeeId} disableGutters>
          <ListItemText primary={p.employeeName} secondary={`${p.department ? `${p.department} · ` : ''}${TIME_OFF_TYPE_LABELS[p.timeOffType]}, back on ${longDay(p.backOn)}`} />
        </ListItem>
      ))}
    </List>
  );
}

function Headcount({ headcount }: { headcount: HrOverview['headcount'] }) {
  return (
    <>
      <Typography color="textSecondary">{people(headcount.total)} in all</Typography>
      <Table size="small" aria-label="Headcount by department">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Department
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              People
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {headcount.departments.map((d) => (
            <TableRow key={d.department}>
              <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                {d.department || 'No department'}
              </TableCell>
              <TableCell align="right">{d.people}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

function NextHolidays({ holidays }: { holidays: HrOverview['nextHolidays'] }) {
  return holidays.length === 0 ? (
    <Typography color="textSecondary">No company holidays are planned.</Typography>
  ) : (
    <List dense aria-label="Next company holidays">
      {holidays.map((h) => (
        <ListItem key={h.date} disableGutters>
          <ListItemText primary={h.name} secondary={longDay(h.date)} />
        </ListItem>
      ))}
    </List>
  );
}

/**
 * /hr, the HR overview (ADR 0140): what waits for an HR person (the company's pending time off, who is out today),
 * or the page's empty state when nothing does; then headcount by department and the next company holidays. One read,
 * `getHrOverview`, through the endpoint derived from the contract.
 */
export default function HrOverviewPage() {
  const def = pageDef('hr');
  const overview = contractApi.endpoints.getHrOverview.useQuery();
  const data = overview.data;
  const roles = useAppSelector(selectNavRoles);
  const adjusts = hasAnyRole(roles, ROLES_ADJUST_BALANCES);
  const routes = hasAnyRole(roles, ROLES_HR_STEP);
  return (
    <PageFrame page={def}>
      <LoadState loading={overview.isLoading} failed={overview.isError && data === undefined} error={overview.error} what="the HR overview" onRetry={() => void overview.refetch()}>
        {data && (
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
            {needsAttention(data) ? (
              <>
                <ThemedCard id="hr-pending" title="Pending time off" icon={<PendingActions aria-hidden />} minHeight={0}>
                  {data.pendingTimeOff.total === 0 ? <Typography color="textSecondary">No time-off requests are waiting.</Typography> : <PendingTimeOff pending={data.pendingTimeOff} />}
                </ThemedCard>
                <ThemedCard id="hr-out" title="Out today" icon={<PersonOff aria-hidden />} minHeight={0}>
                  <OutToday out={data.outToday} />
                </ThemedCard>
              </>
            ) : (
              <Box sx={{ gridColumn: '1 / -1' }}>
                <EmptyState text={def.emptyState} />
              </Box>
            )}
            <ThemedCard id="hr-headcount" title="Headcount" icon={<Groups aria-hidden />} minHeight={0}>
              <Headcount headcount={data.headcount} />
            </ThemedCard>
            <ThemedCard id="hr-holidays" title="Next company holidays" icon={<EventAvailable aria-hidden />} minHeight={0}>
              <NextHolidays holidays={data.nextHolidays} />
            </ThemedCard>
            {routes && (
              <Box sx={{ gridColumn: '1 / -1' }}>
                <ThemedCard id="hr-routing" title="Approval routing" icon={<AltRoute aria-hidden />} minHeight={0}>
                  <RoutingSettings />
                </ThemedCard>
              </Box>
            )}
            {adjusts && (
              <Box sx={{ gridColumn: '1 / -1' }}>
                <ThemedCard id="hr-balances" title="Balances" icon={<AccountBalance aria-hidden />} minHeight={0}>
                  <HrBalances />
                </ThemedCard>
              </Box>
            )}
          </Box>
        )}
      </LoadState>
    </PageFrame>
  );
}

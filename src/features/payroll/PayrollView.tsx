import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { payrollApi } from '../../api/payrollApi';
import type { SavedFile } from '../../api/baseQuery';
import { lastClosedPayPeriod, payPeriodOf, recentPayPeriods } from '../../shared/payroll/periods';
import type { PayPeriod, PayPeriodWeek } from '../../shared/payroll/schemas';
import { longDay, localDateTime } from '../../shared/work/dates';
import { EmptyState } from '../../ui/EmptyState';
import { LoadState } from '../../ui/LoadState';
import { StatusChip } from '../../ui/StatusChip';
import { WRAP_ANYWHERE } from '../../ui/text';
import { payPeriodChosen, selectChosenPayPeriod } from './payrollSlice';

/** How many periods the picker offers: the current one and about half a year before it. */
export const PAY_PERIOD_CHOICES = 13;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const hoursText = (h: number) => `${h} h`;

/** "4 approved timecards of 3 people, 152 hours." — what the export will hold. */
export function summaryText(period: PayPeriod): string {
  const n = period.approved.length;
  if (n === 0) return 'No approved timecards in this pay period yet.';
  const people = new Set(period.approved.map((w) => w.employeeId)).size;
  return `${plural(n, 'approved timecard', 'approved timecards')} of ${plural(people, 'person', 'people')}, ${plural(period.approvedHours, 'hour', 'hours')}.`;
}

/** "Downloaded payroll-….csv (2.1 KB)." */
export function savedText(file: SavedFile): string {
  const size = file.bytes < 1024 ? `${file.bytes} bytes` : `${(file.bytes / 1024).toFixed(1)} KB`;
  return `Downloaded ${file.fileName} (${size}).`;
}

/** The failure of a call, in its own words when it has them. */
export function failureText(error: unknown): string {
  const message = typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' ? error.message : '';
  return message ? `The download failed: ${message}` : 'The download failed. Try again.';
}

const periodLabel = (start: string, end: string) => `${longDay(start)} – ${longDay(end)}`;

function WeekList({ label, weeks, approved }: { label: string; weeks: readonly PayPeriodWeek[]; approved: boolean }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {weeks.map((w) => (
        <Box
          component="li"
          key={`${w.employeeId} ${w.weekStart}`}
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5, py: 1.25, borderBottom: 1, borderColor: 'divider' }}
        >
          <Typography component="span" sx={{ fontWeight: 600, flex: { xs: '1 1 100%', sm: '1 1 12rem' }, ...WRAP_ANYWHERE }}>
            {w.employeeName}
          </Typography>
          <Typography component="span" sx={{ flex: { xs: '1 1 auto', sm: '1 1 9rem' } }}>
            Week of {longDay(w.weekStart)}
          </Typography>
          <Typography component="span" sx={{ minWidth: '4rem', textAlign: { sm: 'right' } }}>
            {hoursText(w.hours)}
          </Typography>
          {approved ? (
            <Typography component="span" variant="body2" color="textSecondary" sx={{ flexBasis: { xs: '100%', md: 'auto' }, flexGrow: 1 }}>
              Approved by {w.approvedBy ?? 'an approver'}
              {w.approvedAt ? ` on ${localDateTime(w.approvedAt)}` : ''}
            </Typography>
          ) : (
            <StatusChip status={w.status} />
          )}
        </Box>
      ))}
    </Box>
  );
}

/**
 * Payroll (issue #26 §7): a payroll user picks a pay period (two weeks, ADR 0131), sees what the export will
 * hold (approved timecards) and what it leaves out (weeks not approved yet), and downloads the CSV. The
 * download is fetched with the bearer token by the base query and offered as a file; the server audits it.
 */
export function PayrollView({ emptyText }: { emptyText: string }) {
  const dispatch = useAppDispatch();
  const today = new Date();
  const chosen = useAppSelector(selectChosenPayPeriod) ?? lastClosedPayPeriod(today).start;
  const choices = recentPayPeriods(today, PAY_PERIOD_CHOICES);
  // A period chosen long ago (a restored state) stays choosable.
  const options = choices.some((p) => p.start === chosen) ? choices : [...choices, payPeriodOf(chosen)];
  const period = payrollApi.endpoints.getPayPeriod.useQuery(chosen);
  const [download, saved] = payrollApi.endpoints.downloadPayPeriod.useMutation();
  const data = period.currentData;
  const savedHere = saved.originalArgs === chosen;
  const current = choices[0]?.start;
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <TextField
        select
        label="Pay period"
        value={chosen}
        onChange={(e) => dispatch(payPeriodChosen(e.target.value))}
        helperText="Two weeks, Monday to the second Sunday"
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ maxWidth: 420 }}
      >
        {options.map((p) => (
          <option key={p.start} value={p.start}>
            {periodLabel(p.start, p.end)}
            {p.start === current ? ' (current)' : ''}
          </option>
        ))}
      </TextField>
      <LoadState loading={period.isFetching && !data} failed={period.isError && !data} what="this pay period" error={period.error} onRetry={() => void period.refetch()}>
        {data && (
          <Box component="section" aria-labelledby="payroll-export" sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
            <Typography id="payroll-export" component="h2" variant="h6">
              Export for {periodLabel(data.periodStart, data.periodEnd)}
            </Typography>
            <Typography role="status">{summaryText(data)}</Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
              <Button
                variant="contained"
                startIcon={saved.isLoading ? <CircularProgress size={18} color="inherit" aria-hidden /> : <Download aria-hidden />}
                disabled={saved.isLoading || data.approved.length === 0}
                aria-busy={saved.isLoading}
                onClick={() => void download(chosen)}
              >
                {saved.isLoading ? 'Downloading…' : 'Download CSV'}
              </Button>
              {savedHere && saved.isSuccess && (
                <Typography role="status" color="textSecondary" sx={WRAP_ANYWHERE}>
                  {savedText(saved.data)}
                </Typography>
              )}
            </Box>
            {savedHere && saved.isError && (
              <Alert severity="error" role="alert">
                {failureText(saved.error)}
              </Alert>
            )}
            {data.approved.length > 0 ? <WeekList label="Approved timecards" weeks={data.approved} approved /> : <EmptyState text={emptyText} />}
            {data.notApproved.length > 0 && (
              <>
                <Typography component="h2" variant="h6" sx={{ mt: 1 }}>
                  Not in the export yet
                </Typography>
                <Typography color="textSecondary">
                  {plural(data.notApproved.length, 'week has', 'weeks have')} hours that are not approved. Approve them on Approve Time, then download again.
                </Typography>
                <WeekList label="Weeks not approved" weeks={data.notApproved} approved={false} />
              </>
            )}
          </Box>
        )}
      </LoadState>
    </Box>
  );
}

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
import type { PayPeriod, PayPeriodWeek, PayrollAdjustment } from '../../shared/payroll/schemas';
import { addDays, longDay, localDateTime } from '../../shared/work/dates';
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

/** "Closed on 17 Nov 2026 by Pat Morgan. Changes since go into the next period's file." (ADR 0174) */
export function closedText(closed: NonNullable<PayPeriod['closed']>): string {
  return `Closed on ${longDay(localDay(closed.at))} by ${closed.by}. Changes since go into the next period's file.`;
}

/** The calendar day of a moment where the browser is. */
const localDay = (at: string) => {
  const d = new Date(at);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** "+8 h" / "−4 h": an adjustment's hours with their sign. */
export const signedHours = (h: number) => `${h > 0 ? '+' : h < 0 ? '−' : ''}${Math.abs(h)} h`;

function AdjustmentList({ label, adjustments }: { label: string; adjustments: readonly PayrollAdjustment[] }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {adjustments.map((a) => (
        <Box
          component="li"
          key={`${a.employeeId} ${a.periodStart} ${a.payCode}`}
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5, py: 1.25, borderBottom: 1, borderColor: 'divider' }}
        >
          <Typography component="span" sx={{ fontWeight: 600, flex: { xs: '1 1 100%', sm: '1 1 12rem' }, ...WRAP_ANYWHERE }}>
            {a.employeeName}
          </Typography>
          <Typography component="span" sx={{ flex: { xs: '1 1 auto', sm: '1 1 14rem' } }}>
            Period of {longDay(a.periodStart)}
          </Typography>
          <Typography component="span">{a.payCode}</Typography>
          <Typography component="span" sx={{ minWidth: '4rem', textAlign: { sm: 'right' } }}>
            {signedHours(a.hours)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

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
            {data.closed && (
              <Alert severity="info" icon={false}>
                {closedText(data.closed)}
              </Alert>
            )}
            {!data.ended && (
              <Alert severity="info">
                This pay period has not ended yet. It can be exported from {longDay(addDays(data.periodEnd, 1))}.
              </Alert>
            )}
            {data.ended && (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
                <Button
                  variant="contained"
                  startIcon={saved.isLoading ? <CircularProgress size={18} color="inherit" aria-hidden /> : <Download aria-hidden />}
                  disabled={saved.isLoading}
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
            )}
            {savedHere && saved.isError && (
              <Alert severity="error" role="alert">
                {failureText(saved.error)}
              </Alert>
            )}
            {data.approved.length > 0 ? <WeekList label="Approved timecards" weeks={data.approved} approved /> : <EmptyState text={emptyText} />}
            {data.changedSinceClose.length > 0 && (
              <>
                <Typography component="h2" variant="h6" sx={{ mt: 1 }}>
                  Changed since the close
                </Typography>
                <Typography color="textSecondary">These differences are not in this period's file: the next period's export carries them as adjustments.</Typography>
                <AdjustmentList label="Changed since the close" adjustments={data.changedSinceClose} />
              </>
            )}
            {data.adjustments.length > 0 && (
              <>
                <Typography component="h2" variant="h6" sx={{ mt: 1 }}>
                  Adjustments for earlier periods
                </Typography>
                <Typography color="textSecondary">
                  {data.closed ? "This period's file carries these changes to earlier closed periods." : "This period's file will carry these changes to earlier closed periods."}
                </Typography>
                <AdjustmentList label="Adjustments for earlier periods" adjustments={data.adjustments} />
              </>
            )}
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

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { calendarApi } from '../../api/calendarApi';
import { addDays, isoDate, dayWithWeekday } from '../../shared/work/dates';
import type { Absence } from '../../shared/work/schemas';
import { LoadState } from '../../ui/LoadState';

/** How far ahead Home looks: holidays for two months, who is out for two weeks. */
export const HOLIDAY_DAYS_AHEAD = 60;
export const OUT_DAYS_AHEAD = 13;

const span = (a: Pick<Absence, 'firstDay' | 'lastDay'>) => (a.firstDay === a.lastDay ? dayWithWeekday(a.firstDay) : `${dayWithWeekday(a.firstDay)} to ${dayWithWeekday(a.lastDay)}`);

/**
 * Home's Calendar card (issue #26 §5): the company holidays coming up, and who of the people sharing the
 * caller's manager (and of those they manage) is out in the next two weeks — the calendar API's own reads.
 */
export function UpcomingEvents() {
  const today = isoDate(new Date());
  const holidays = calendarApi.endpoints.getHolidays.useQuery({ from: today, to: addDays(today, HOLIDAY_DAYS_AHEAD) });
  const out = calendarApi.endpoints.getTeammatesOut.useQuery({ from: today, to: addDays(today, OUT_DAYS_AHEAD) });
  const loading = holidays.isLoading || out.isLoading;
  const failed = (holidays.isError && holidays.data === undefined) || (out.isError && out.data === undefined);
  const upcoming = holidays.data ?? [];
  const absences = out.data?.absences ?? [];
  return (
    <LoadState
      loading={loading}
      failed={failed}
      error={holidays.error ?? out.error}
      what="upcoming events"
      onRetry={() => {
        void holidays.refetch();
        void out.refetch();
      }}
    >
      {upcoming.length === 0 && absences.length === 0 ? (
        <Typography color="textSecondary">No upcoming events.</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {upcoming.length > 0 && (
            <Box component="section" aria-labelledby="upcoming-holidays">
              <Typography id="upcoming-holidays" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                Holidays
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {upcoming.map((h) => (
                  <li key={h.date}>
                    {dayWithWeekday(h.date)}: {h.name}
                  </li>
                ))}
              </Box>
            </Box>
          )}
          {absences.length > 0 && (
            <Box component="section" aria-labelledby="upcoming-out">
              <Typography id="upcoming-out" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                Who is out in the next two weeks
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {absences.map((a) => (
                  <li key={a.id}>
                    {a.employeeName}, {span(a)}
                    {a.status === 'pending' ? ' (not yet approved)' : ''}
                  </li>
                ))}
              </Box>
            </Box>
          )}
        </Box>
      )}
    </LoadState>
  );
}

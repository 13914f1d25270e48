import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../mocks/node';
import { renderApp } from '../../test/renderWithProviders';
import { ALEX, HARPER, PAT, signedInAs } from '../../test/accounts';
import { eachTestAtWidth } from '../../test/viewport';
import { notificationsPanelToggled } from '../features/notifications/events';
import { NOTICES } from '../shared/work/notices';
import { dayWithWeekday, isoDate, longDay, mondayOf } from '../shared/work/dates';
import type { Notification } from '../shared/notifications/schemas';

/**
 * Issue #49 §4: one date format, the browser's. The browser's locale is German here (Intl asked for the default
 * locale answers de-DE), so any date written in a fixed form — en-US "Nov 23, 2026", en-GB "23 Nov 2026", a raw
 * "2026-11-23", an English weekday "Thu 26 Nov" — did not go through `longDay`/`dayWithWeekday`.
 */
const BROWSER = 'de-DE';
const RealDateTimeFormat = Intl.DateTimeFormat;
// Before each test: the configuration restores every mock before each test.
beforeEach(() => {
  jest.spyOn(Intl, 'DateTimeFormat').mockImplementation((locale, options) => new RealDateTimeFormat(locale ?? BROWSER, options));
});

const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';
const FIXED_FORMS: [string, RegExp][] = [
  ['en-US', new RegExp(`\\b${MONTH} \\d{1,2}, \\d{4}\\b`)],
  ['en-GB', new RegExp(`\\b\\d{1,2} ${MONTH} \\d{4}\\b`)],
  ['ISO', /\b\d{4}-\d{2}-\d{2}\b/],
  ['English weekday', new RegExp(`\\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun),? (?:\\d{1,2}|${MONTH})\\b`)],
];

/** Every text a person reads or hears: the page's text and its accessible names. */
function shownTexts(): string {
  const labels = [...document.body.querySelectorAll('[aria-label], [title]')].map((e) => `${e.getAttribute('aria-label') ?? ''} ${e.getAttribute('title') ?? ''}`);
  return [document.body.textContent, ...labels].join('\n');
}

function expectNoFixedDateForm() {
  const shown = shownTexts();
  for (const [form, pattern] of FIXED_FORMS) expect({ form, found: shown.match(pattern)?.[0] ?? null }).toEqual({ form, found: null });
}

const FIRST_LOAD = { timeout: 10_000 };
const today = isoDate(new Date());

describe('every date the portal shows is in the browser locale (issue #49 §4)', () => {
  eachTestAtWidth(1440);

  it('formats in the browser locale, not a fixed one', () => {
    expect(longDay('2026-11-26')).toBe(new RealDateTimeFormat('de-DE', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(2026, 10, 26, 12)));
    expect(longDay('2026-11-26')).not.toMatch(/Nov 26|26 Nov /);
  });

  it("notifications the service wrote show their dates in the reader's locale", async () => {
    const week = mondayOf(today);
    const notice = NOTICES.weekDecided({ employeeId: 'e', employeeName: 'Alex Rivera', weekStart: week, status: 'approved', entries: [], reason: null, decidedBy: 'Morgan Lee' });
    const stored: Notification = { notificationUID: 'dated', ...notice, dateCreated: new Date().toISOString(), acknowledgedYN: 'N' };
    expect(stored.message).toContain(week);
    server.use(http.get('*/api/notifications', () => HttpResponse.json([stored])));
    const { store } = renderApp('/home', { preloadedState: signedInAs(ALEX) });
    await screen.findByRole('heading', { level: 1 }, FIRST_LOAD);
    store.dispatch(notificationsPanelToggled());
    const feed = await screen.findByRole('feed', { name: 'Notifications' }, FIRST_LOAD);
    await waitFor(() => expect(feed).toHaveTextContent(`Week of ${longDay(week)}, approved by Morgan Lee.`));
    expectNoFixedDateForm();
  }, 30_000);

  it('the calendar names its days in the locale', async () => {
    renderApp('/hr/calendar', { preloadedState: signedInAs(HARPER) });
    await screen.findByRole('grid', {}, FIRST_LOAD);
    await waitFor(() => expect(document.querySelector(`[data-day="${today}"]`)).not.toBeNull());
    expectNoFixedDateForm();
  }, 30_000);

  it("Help's articles say when they were last updated in the locale", async () => {
    renderApp('/help', { preloadedState: signedInAs(ALEX) });
    expect((await screen.findAllByText(longDay('2025-09-30'), {}, FIRST_LOAD)).length).toBeGreaterThan(0);
    expectNoFixedDateForm();
  }, 30_000);

  it("a timecard's hours on a day off are said with the day in the locale", async () => {
    renderApp('/timecard/mytime', { preloadedState: signedInAs(PAT) });
    await screen.findByRole('list', { name: 'Time off, holidays and crew time this week' }, FIRST_LOAD);
    await userEvent.click(screen.getByRole('combobox', { name: 'Add a job' }));
    await userEvent.click(await screen.findByRole('option', { name: /^24-117/ }));
    const grid = await screen.findByRole('table', { name: 'Hours by job and day' });
    await userEvent.type(within(grid).getByRole('textbox', { name: `24-117 ${dayWithWeekday(today)}` }), '2');
    const warning = screen.getByText('Hours on time off or a holiday').closest('[role="status"]');
    expect(warning).toHaveTextContent(`${longDay(today)}: 2 h worked on a day of sick (approved).`);
    expectNoFixedDateForm();
  }, 30_000);
});

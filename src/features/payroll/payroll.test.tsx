import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../test/renderWithProviders';
import { ALEX, as, MORGAN, PAT, signedInAs } from '../../../test/accounts';
import { server } from '../../mocks/node';
import { seedWork } from '../../shared/demo/work';
import { PAYROLL_COLUMNS } from '../../shared/payroll/csv';
import { lastClosedPayPeriod, payPeriodOf } from '../../shared/payroll/periods';
import { addDays, isoDate, longDay, mondayOf } from '../../shared/work/dates';
import type { FilePort } from '../../services/filePort';

const FIRST_LOAD = { timeout: 10_000 };
const thisWeek = mondayOf(isoDate(new Date()));

/** A file port that keeps what it was asked to save. */
function savedFiles() {
  const files: { name: string; text: Promise<string> }[] = [];
  const port: FilePort = { save: (blob, name) => files.push({ name, text: blob.text() }) };
  return { files, port };
}

describe('Payroll page (issue #26 §7)', () => {
  it('Pat picks the pay period of two weeks ago, sees its approved timecards and downloads them as CSV', async () => {
    const { files, port } = savedFiles();
    renderApp('/timecard/payroll', { preloadedState: signedInAs(PAT), services: { files: port } });
    const picker = await screen.findByRole('combobox', { name: 'Pay period' }, FIRST_LOAD);
    expect(picker).toHaveValue(lastClosedPayPeriod(new Date()).start);
    const period = payPeriodOf(addDays(thisWeek, -14));
    await userEvent.selectOptions(picker, period.start);
    const region = await screen.findByRole('region', { name: `Export for ${longDay(period.start)} – ${longDay(period.end)}` }, FIRST_LOAD);
    const approved = await within(region).findByRole('list', { name: 'Approved timecards' });
    expect(within(approved).getByText('Alex Rivera').closest('li')).toHaveTextContent(`Alex RiveraWeek of ${longDay(addDays(thisWeek, -14))}40 hApproved by Morgan Lee`);
    expect(within(region).getAllByRole('status')[0]).toHaveTextContent(/approved timecards? of \d+ (person|people), \d+ hours?\./);

    await userEvent.click(within(region).getByRole('button', { name: 'Download CSV' }));
    expect(await within(region).findByText(new RegExp(`^Downloaded payroll-${period.start}-to-${period.end}\\.csv \\(\\d+ bytes\\)\\.$`))).toBeInTheDocument();
    expect(files.map((f) => f.name)).toEqual([`payroll-${period.start}-to-${period.end}.csv`]);
    const text = await files[0]?.text;
    const lines = (text ?? '').replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(PAYROLL_COLUMNS.join(','));
    expect(lines).toContain(`E1002,Alex Rivera,${period.start},${period.end},REG,40,Morgan Lee,${addDays(thisWeek, -6)}T16:00:00Z,`);
    // The first export closed the period: the page says so (the summary is read again).
    expect(await within(region).findByText(`Closed on ${longDay(isoDate(new Date()))} by Pat Morgan. Changes since go into the next period's file.`)).toBeInTheDocument();
    expect(await screen.findByText('Operation completed successfully')).toBeInTheDocument();
  }, 30_000);

  it('says clearly when the download fails, and the button works again', async () => {
    const { files, port } = savedFiles();
    server.use(http.get('*/api/payroll/periods/:periodStart/csv', () => HttpResponse.json({ message: 'The export is closed for maintenance.' }, { status: 403 })));
    renderApp('/timecard/payroll', { preloadedState: signedInAs(PAT), services: { files: port } });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Pay period' }, FIRST_LOAD), payPeriodOf(addDays(thisWeek, -14)).start);
    const button = await screen.findByRole('button', { name: 'Download CSV' }, FIRST_LOAD);
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    // On the page, beside the button (the error toast says it too).
    const alert = (await screen.findByText('The download failed: The export is closed for maintenance.')).closest('[role="alert"]');
    expect(alert).not.toBeNull();
    expect(files).toEqual([]);
    expect(button).toBeEnabled();
  }, 30_000);

  it('shows a closed period in words, the changes since its close, and the adjustments the next file carries; a period not ended offers no download', async () => {
    const period = lastClosedPayPeriod(new Date());
    const earlier = payPeriodOf(addDays(period.start, -1));
    const api = (path: string, who: typeof PAT, init: RequestInit = {}) => fetch(new URL(`/api${path}`, location.href).href, { ...init, headers: { ...as(who), 'Content-Type': 'application/json' } });
    // Pat closes the earlier period; then Alex's 40 h for it are approved: a change after the close.
    expect((await api(`/payroll/periods/${earlier.start}/csv`, PAT)).status).toBe(200);
    const entries = JSON.stringify({ entries: [{ jobNumber: '24-117', hours: [8, 8, 8, 8, 8, 0, 0] }] });
    expect((await api(`/timecards/${earlier.start}`, ALEX, { method: 'PUT', body: entries })).status).toBe(200);
    expect((await api(`/timecards/${earlier.start}/submit`, ALEX, { method: 'POST', body: entries })).status).toBe(200);
    expect((await api(`/approvals/timecards/${encodeURIComponent(ALEX.username)}/${earlier.start}`, MORGAN, { method: 'POST', body: JSON.stringify({ decision: 'approve' }) })).status).toBe(200);

    renderApp('/timecard/payroll', { preloadedState: signedInAs(PAT) });
    const picker = await screen.findByRole('combobox', { name: 'Pay period' }, FIRST_LOAD);
    const region = await screen.findByRole('region', { name: `Export for ${longDay(period.start)} – ${longDay(period.end)}` }, FIRST_LOAD);
    const adjustments = await within(region).findByRole('list', { name: 'Adjustments for earlier periods' });
    expect(within(adjustments).getByRole('listitem')).toHaveTextContent(`Alex RiveraPeriod of ${longDay(earlier.start)}REG+40 h`);
    expect(within(region).getByRole('button', { name: 'Download CSV' })).toBeEnabled();

    await userEvent.selectOptions(picker, earlier.start);
    const closed = await screen.findByRole('region', { name: `Export for ${longDay(earlier.start)} – ${longDay(earlier.end)}` }, FIRST_LOAD);
    expect(await within(closed).findByText(`Closed on ${longDay(isoDate(new Date()))} by Pat Morgan. Changes since go into the next period's file.`)).toBeInTheDocument();
    expect(within(within(closed).getByRole('list', { name: 'Changed since the close' })).getByRole('listitem')).toHaveTextContent(`Alex RiveraPeriod of ${longDay(earlier.start)}REG+40 h`);

    const current = payPeriodOf(thisWeek);
    await userEvent.selectOptions(picker, current.start);
    const open = await screen.findByRole('region', { name: `Export for ${longDay(current.start)} – ${longDay(current.end)}` }, FIRST_LOAD);
    expect(await within(open).findByText(`This pay period has not ended yet. It can be exported from ${longDay(addDays(current.end, 1))}.`)).toBeInTheDocument();
    expect(within(open).queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
  }, 30_000);

  it('is the 401 page for Morgan, who approves time but does not run payroll', async () => {
    renderApp('/timecard/payroll', { preloadedState: signedInAs(MORGAN) });
    expect(await screen.findByRole('heading', { name: '401 - Unauthorized' }, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Pay period' })).not.toBeInTheDocument();
  }, 30_000);
});

describe('/timecard: an employee downloads their own week (issue #26 §7)', () => {
  it('offers CSV for the submitted and approved weeks only, and saves the week under its name', async () => {
    const { files, port } = savedFiles();
    renderApp('/timecard', { preloadedState: signedInAs(ALEX), services: { files: port } });
    const weeks = await screen.findByRole('list', { name: 'Recent weeks' }, FIRST_LOAD);
    const lastWeek = addDays(thisWeek, -7);
    const button = await within(weeks).findByRole('button', { name: `Download the week of ${longDay(lastWeek)} as CSV` }, FIRST_LOAD);
    await within(weeks).findByRole('button', { name: `Download the week of ${longDay(addDays(thisWeek, -14))} as CSV` });
    // This week is a draft: nothing to download yet.
    expect(within(weeks).queryByRole('button', { name: `Download the week of ${longDay(thisWeek)} as CSV` })).not.toBeInTheDocument();
    await userEvent.click(button);
    await waitFor(() => expect(files.map((f) => f.name)).toEqual([`timecard-alex.rivera-${lastWeek}.csv`]));
    const lines = ((await files[0]?.text) ?? '').replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
    // The seeded week, by job: holidays that fall in it have no worked hours (issue #46 §6).
    const seeded = seedWork().weeks.find((w) => w.employeeId === 'alex.rivera@contoso.test' && w.weekStart === lastWeek);
    const expected = [...(seeded?.entries ?? [])]
      .sort((a, b) => a.jobNumber.localeCompare(b.jobNumber))
      .map((e) => `alex.rivera@contoso.test,Alex Rivera,${lastWeek},${addDays(lastWeek, 6)},${e.jobNumber},submitted,${e.hours.join(',')},${e.hours.reduce((a, b) => a + b, 0)},,`);
    expect(expected).toHaveLength(2);
    expect(lines.slice(1)).toEqual(expected);
  }, 30_000);
});

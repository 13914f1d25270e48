import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../test/renderWithProviders';
import { as, MORGAN, signedInAs } from '../../../test/accounts';
import { server } from '../../mocks/node';
import { config } from '../../config';
import type { EmailSettings } from '../../shared/notifications/email';

/** Settings ▸ Notifications ▸ E-mail notifications (issue #48 §1). */
const stored = async (): Promise<EmailSettings> => (await (await fetch(`${config.apiBaseUrl}/settings/notifications`, { headers: as(MORGAN) })).json()) as EmailSettings;

describe('e-mail notifications on Settings', () => {
  it('offers the three deliveries per kind, starts in the app only, and keeps a choice made with the keyboard', async () => {
    renderApp('/settings', { preloadedState: signedInAs(MORGAN) });
    const section = await screen.findByRole('region', { name: 'Notifications' });
    expect(within(section).getByRole('heading', { name: 'E-mail notifications' })).toBeInTheDocument();
    // The mock API, like the service without SMTP_URL, sends no e-mail, and says so.
    expect(await within(section).findByText(/E-mail is off in this portal/)).toBeInTheDocument();
    for (const kind of ['Requests and timecards waiting for your decision', 'Decisions on your requests and timecards', 'Company announcements']) {
      const group = within(section).getByRole('radiogroup', { name: kind });
      expect(within(group).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['app', 'immediate', 'digest']);
      expect(within(group).getByRole('radio', { name: 'In app only' })).toBeChecked();
    }
    const announcements = within(section).getByRole('radiogroup', { name: 'Company announcements' });
    await userEvent.click(within(announcements).getByRole('radio', { name: 'In app only' }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(within(announcements).getByRole('radio', { name: 'Daily digest' })).toBeChecked());
    await waitFor(async () => expect((await stored()).preferences).toEqual({ toDecide: 'app', decided: 'app', announcement: 'digest', reminder: 'app', overdue: 'app' }));
  });

  it('says when the digest goes when the service sends e-mail', async () => {
    server.use(
      http.get('*/api/settings/notifications', () =>
        HttpResponse.json({ enabled: true, digestHour: 7, timeZone: 'Europe/Berlin', preferences: { toDecide: 'immediate', decided: 'app', announcement: 'app', reminder: 'app', overdue: 'app' } } satisfies EmailSettings),
      ),
    );
    renderApp('/settings', { preloadedState: signedInAs(MORGAN) });
    const section = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(section).findByText(/A daily digest goes at 07:00 \(Europe\/Berlin\)/)).toBeInTheDocument();
    expect(within(within(section).getByRole('radiogroup', { name: 'Requests and timecards waiting for your decision' })).getByRole('radio', { name: 'E-mail at once' })).toBeChecked();
  });
});

import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/renderWithProviders';
import { HARPER, signedInAs } from '../../../test/accounts';

describe('the profile page', () => {
  it('names the enabled features as a person reads them, not by their internal flag names (issue #26)', async () => {
    renderApp('/employee/profile', { preloadedState: signedInAs(HARPER) });
    const table = await screen.findByRole('table', { name: 'Profile' });
    const row = within(table).getByText('Enabled features').closest('tr');
    expect(row).not.toBeNull();
    // The three on by default (spec §3) and what Harper's HR admin role turns on.
    expect(row).toHaveTextContent('Enabled featuresBirthday shown, Photos shown, HR calendar, Employee history, Performance reviews, DevOps user, HR admin');
    expect(table).not.toHaveTextContent(/YN\b/);
  });
});

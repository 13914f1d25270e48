import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../test/renderWithProviders';
import { mobileMenuToggled } from '../../features/publicHeader/publicHeaderSlice';

/**
 * The phone's menu where the browser has no popovers (jsdom has none, nor Safari before 17): the app opens and
 * closes the panel by `data-open` (ADR 0164). Browsers with popovers, before and after the app, are e2e
 * (e2e/early-controls.spec.ts).
 */
describe("the phone's menu without popovers", () => {
  const panel = () => document.getElementById('site-menu');

  it('is in the page, closed, with every header link and the account link', async () => {
    renderApp('/');
    await screen.findByRole('button', { name: 'Open menu' });
    expect(panel()).toHaveAttribute('popover', 'auto');
    expect(panel()).not.toHaveAttribute('data-open');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('popovertarget', 'site-menu');
    const links = [...(panel()?.querySelectorAll('a') ?? [])].map((a) => `${a.textContent} ${a.getAttribute('href') ?? ''}`);
    expect(links).toEqual(['Second Chair /second-chair', 'Assistant /assistant', 'Vision /vision', 'Company /company', 'Latest News /news', 'Press Releases /news/press', 'Blog /news/blog', 'Events /news/events', 'Contact /contact', 'Login /login']);
  });

  it('opens on a tap of its button and closes when one of its links is followed', async () => {
    const { store } = renderApp('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    expect(store.getState().publicHeader.mobileMenuOpen).toBe(true);
    expect(panel()).toHaveAttribute('data-open');
    const link = panel()?.querySelector<HTMLAnchorElement>('a[href="/company"]');
    if (!link) throw new Error('no Company link in the menu');
    fireEvent.click(link);
    expect(panel()).not.toHaveAttribute('data-open');
    expect(store.getState().publicHeader.mobileMenuOpen).toBe(false);
    // The app follows the link once the page's chunk is in.
    await waitFor(() => expect(store.getState().router.location.pathname).toBe('/company'));
    expect(panel()).not.toHaveAttribute('data-open');
  });

  it('follows the store (a QA replay)', async () => {
    const { store } = renderApp('/');
    await screen.findByRole('button', { name: 'Open menu' });
    act(() => void store.dispatch(mobileMenuToggled(true)));
    expect(panel()).toHaveAttribute('data-open');
    act(() => void store.dispatch(mobileMenuToggled(false)));
    expect(panel()).not.toHaveAttribute('data-open');
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/renderWithProviders';
import { ALEX, MORGAN, signedInAs } from '../../test/accounts';
import { useAppSelector } from '../app/hooks';
import { PAGES } from '../navigation/navModel';
import { navigated } from '../features/router/routerSlice';
import { DENY_MODAL_ID, reasonModalRequest } from '../features/approvals/approvalsSlice';
import { modalClosed, modalRequested } from '../features/modals/events';
import { modalRegistry } from '../features/modals/ModalHost';
import { darkModeToggled, selectDarkMode } from '../features/theme/themeSlice';
import { server } from '../mocks/node';
import { PAGES_WARMED } from './pagesWarmed';

/**
 * ADR 0137: once idle after sign-in, the portal renders each page view of the sidebar once, hidden and outside the
 * document, then lets it go. Each page view is wrapped before the portal's chunk is evaluated (a lazy import) so
 * its renders are counted; the wrapper also reads the store, so a page still mounted would render again on a change.
 */
const renders = new Map<string, number>();
for (const page of PAGES) {
  const view = page.view;
  if (view)
    page.view = () =>
      view().then(({ default: View }) => ({
        default: function Counted() {
          useAppSelector(selectDarkMode);
          renders.set(page.id, (renders.get(page.id) ?? 0) + 1);
          return <View />;
        },
      }));
}

/** The reason dialog's content, counted the same way: Approve Time's module registers it when it loads. */
let reasonForms = 0;
let registeredReasonForm: (typeof modalRegistry)[string] | undefined;
Object.defineProperty(modalRegistry, DENY_MODAL_ID, {
  configurable: true,
  enumerable: true,
  set(form: (typeof modalRegistry)[string]) {
    registeredReasonForm = form;
  },
  get() {
    const Form = registeredReasonForm;
    return (
      Form &&
      function CountedReasonForm(props: Record<string, unknown>) {
        reasonForms += 1;
        return <Form {...props} />;
      }
    );
  },
});

jest.setTimeout(30_000);

/** What the portal measured (jsdom's `performance` has no User Timing: a recording stand-in while a test runs). */
const measures: string[] = [];

/**
 * jsdom has no idle callbacks (the portal then warms nothing): one that runs in a new task, as a browser's idle
 * period would; and `performance.measure`, recorded.
 */
function withIdleCallbacks(): () => void {
  const idle: typeof requestIdleCallback = (callback) =>
    setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 }), 0) as unknown as number;
  Object.defineProperty(window, 'requestIdleCallback', { value: idle, configurable: true, writable: true });
  const measure = (name: string) => {
    measures.push(name);
  };
  Object.defineProperty(performance, 'measure', { value: measure, configurable: true, writable: true });
  return () => {
    Reflect.deleteProperty(performance, 'measure');
    Reflect.deleteProperty(window, 'requestIdleCallback');
  };
}

/**
 * The reason dialog, shown or hidden, by its title (a hidden one has no accessible name to find it by; the
 * notifications panel is a dialog kept in the document too).
 */
const reasonDialog = () => screen.queryAllByRole('dialog', { hidden: true }).find((dialog) => /^(Deny time off|Return timecard)/.test(dialog.textContent));

const warmedMeasures = () => measures.filter((name) => name === PAGES_WARMED).length;

/** Lets idle callbacks and what they start run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

afterEach(() => {
  reasonForms = 0;
  renders.clear();
  measures.length = 0;
});

describe('page views warmed after sign-in', () => {
  it('renders each of the sidebar’s page views once, hidden outside the document, asks nothing of the API for them, and lets them go', async () => {
    const restore = withIdleCallbacks();
    const paths: string[] = [];
    const onRequest = ({ request }: { request: Request }) => paths.push(new URL(request.url).pathname);
    server.events.on('request:start', onRequest);
    try {
      const { store } = renderApp('/home', { preloadedState: signedInAs(ALEX) });
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
      await waitFor(() => expect(warmedMeasures()).toBe(1), { timeout: 20_000 });
      // Alex's sidebar pages with a view of their own, each rendered (the Dashboard also by its visit).
      for (const id of ['employee', 'timecard', 'projects', 'settings', 'help']) expect(renders.get(id) ?? 0).toBeGreaterThanOrEqual(1);
      // Nothing of theirs is in the document: the one page heading is the Dashboard's.
      expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Dashboard']);
      // Approve Time is not Alex's, nor is its reason dialog.
      expect(renders.get('approval')).toBeUndefined();
      expect(reasonForms).toBe(0);
      // Hidden, their effects never ran: the Projects page's list was never asked for.
      expect(paths.filter((path) => path === '/api/projects')).toEqual([]);

      // Let go: a change every page view reads renders none of them again.
      const before = new Map(renders);
      act(() => {
        store.dispatch(darkModeToggled());
      });
      await settle();
      expect(renders.get('projects')).toBe(before.get('projects'));
      expect(renders.get('settings')).toBe(before.get('settings'));

      // A first visit then renders the page as ever, and asks for its data.
      act(() => {
        store.dispatch(navigated('/projects'));
      });
      expect(screen.getByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
      await waitFor(() => expect(paths).toContain('/api/projects'));
    } finally {
      server.events.removeListener('request:start', onRequest);
      restore();
    }
  });

  it('keeps Approve Time’s reason dialog in the document for an approver, closed until opened, let go at sign-out', async () => {
    const restore = withIdleCallbacks();
    try {
      const { store, unmount } = renderApp('/home', { preloadedState: signedInAs(MORGAN) });
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
      await waitFor(() => expect(warmedMeasures()).toBe(1), { timeout: 20_000 });
      expect(renders.get('approval') ?? 0).toBeGreaterThanOrEqual(1);
      // Built, closed: in the document but hidden from everyone; nothing opened, no modal in the stack.
      expect(store.getState().modals).toEqual({ stack: [], kept: [DENY_MODAL_ID] });
      // (The notifications panel is kept too, ADR 0137: the reason dialog is found by its title.)
      const built = await waitFor(() => {
        const dialog = reasonDialog();
        if (!dialog) throw new Error('The reason dialog is not built yet');
        expect(dialog.textContent).toMatch(/^Deny time off/);
        return dialog;
      });
      expect(reasonForms).toBeGreaterThanOrEqual(1);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.queryByRole('textbox', { name: /Reason/ })).toBeNull();

      // Opened by the page's request: the same dialog is shown, with the request's words, and takes the focus.
      act(() => {
        store.dispatch(modalRequested(reasonModalRequest(false, 'Sam Lee')));
      });
      const dialog = await screen.findByRole('dialog', { name: /^Return timecard/ });
      expect(dialog).toBe(built);
      expect(within(dialog).getByText('Sam Lee is told why and can correct the week.')).toBeInTheDocument();
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

      // Closed: hidden again, still built, still showing what it showed.
      act(() => {
        store.dispatch(modalClosed(DENY_MODAL_ID));
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(reasonDialog()).toBe(built);
      expect(within(built).getByText('Sam Lee is told why and can correct the week.')).toBeInTheDocument();

      // Sign-out unmounts the portal: the kept dialog is let go.
      unmount();
      expect(store.getState().modals.kept).toEqual([]);
    } finally {
      restore();
    }
  });

  it('keeps no modal for a person whose pages keep none', async () => {
    const restore = withIdleCallbacks();
    try {
      const { store } = renderApp('/home', { preloadedState: signedInAs(ALEX) });
      await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
      await waitFor(() => expect(warmedMeasures()).toBe(1), { timeout: 20_000 });
      expect(store.getState().modals.kept).toEqual([]);
      expect(reasonDialog()).toBeUndefined();
    } finally {
      restore();
    }
  });

  it('warms nothing in a browser without idle callbacks', async () => {
    renderApp('/home', { preloadedState: signedInAs(ALEX) });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await settle();
    await settle();
    expect(warmedMeasures()).toBe(0);
    expect([...renders.keys()]).toEqual(['home']);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/renderWithProviders';
import { MORGAN, signedInAs } from '../../../test/accounts';
import { sidebarToggled } from '../../features/sidebar/sidebarSlice';
import { logFileName } from './logFile';
import { createRecorder, readLog } from './replay';
import { DEVTOOLS_ADDRESS_KEY, setQaRecorder } from './qaSession';
import { devToolsBlocked, watchDevToolsBlocked } from './devToolsBlocked';

/** The portal and the QA panel are lazy chunks: on a busy machine their first load takes seconds. */
const LAZY_LOAD_MS = 15_000;
jest.setTimeout(30_000);

afterEach(() => setQaRecorder(null));

async function openQaTools() {
  await userEvent.click(await screen.findByRole('button', { name: /^Account menu for Morgan Lee/ }, { timeout: LAZY_LOAD_MS }));
  await userEvent.click(within(screen.getByRole('menu', { name: 'Account' })).getByRole('menuitem', { name: 'QA tools' }));
  return screen.findByRole('dialog', { name: 'QA tools' }, { timeout: LAZY_LOAD_MS });
}

describe('the QA tools entry', () => {
  it('is not in the profile menu when QA mode is off', async () => {
    renderApp('/home', { preloadedState: signedInAs(MORGAN) });
    await userEvent.click(await screen.findByRole('button', { name: /^Account menu for Morgan Lee/ }, { timeout: LAZY_LOAD_MS }));
    expect(within(screen.getByRole('menu', { name: 'Account' })).queryByRole('menuitem', { name: 'QA tools' })).not.toBeInTheDocument();
  });

  it('opens the recorder panel: live action count, Export log downloads the log named with date and route, Load a log opens the viewer', async () => {
    const recorder = createRecorder();
    setQaRecorder(recorder);
    const { store } = renderApp('/settings', { preloadedState: signedInAs(MORGAN) });
    // This test store has no recorder middleware: the test passes an action through the recorder itself.
    const panel = await openQaTools();
    expect(within(panel).getByRole('status')).toHaveTextContent('0 actions recorded since this page loaded.');
    expect(within(panel).getByRole('link', { name: 'Load a log' })).toHaveAttribute('href', '/__qa');
    expect(within(panel).getByRole('button', { name: 'Connect to the DevTools UI (localhost:8765)' })).toBeInTheDocument();

    recorder.middleware({ getState: store.getState, dispatch: store.dispatch })((action: unknown) => action)(sidebarToggled());
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('1 actions recorded since this page loaded.'));

    const downloads: { name: string; text: Promise<string> }[] = [];
    URL.createObjectURL = (blob: Blob) => {
      downloads.push({ name: '', text: blob.text() });
      return 'blob:log';
    };
    URL.revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const last = downloads.at(-1);
      if (last) last.name = this.download;
    });
    await userEvent.click(within(panel).getByRole('button', { name: 'Export log' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(downloads[0]?.name).toMatch(/^portal-log-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ-settings\.json$/);
    const log = readLog(await (downloads[0]?.text ?? Promise.resolve('')));
    expect(log.steps.map((s) => s.action.type)).toEqual([sidebarToggled.type]);
  });

  it('links to the DevTools UI the app is connected to', async () => {
    localStorage.setItem(DEVTOOLS_ADDRESS_KEY, 'localhost:8765');
    setQaRecorder(createRecorder());
    renderApp('/home', { preloadedState: signedInAs(MORGAN) });
    const panel = await openQaTools();
    expect(within(panel).getByRole('link', { name: 'the DevTools UI at localhost:8765' })).toHaveAttribute('href', 'http://localhost:8765/');
  });

  it("says plainly when the page's CSP blocks the DevTools socket, and which variable allows it (issue #27 §8)", async () => {
    localStorage.setItem(DEVTOOLS_ADDRESS_KEY, 'localhost:8765');
    setQaRecorder(createRecorder());
    watchDevToolsBlocked({ hostname: 'localhost', port: 8765 });
    // Another source's refusal is not the DevTools'.
    document.dispatchEvent(Object.assign(new Event('securitypolicyviolation'), { effectiveDirective: 'connect-src', blockedURI: 'wss://elsewhere.example' }));
    expect(devToolsBlocked.source()).toBeNull();
    document.dispatchEvent(Object.assign(new Event('securitypolicyviolation'), { effectiveDirective: 'connect-src', blockedURI: 'ws://localhost:8765/socketcluster/' }));
    renderApp('/home', { preloadedState: signedInAs(MORGAN) });
    const panel = await openQaTools();
    const alert = within(panel).getByRole('alert');
    expect(alert).toHaveTextContent("Redux DevTools: not connected. This page's Content-Security-Policy blocks ws://localhost:8765 (connect-src).");
    expect(alert).toHaveTextContent('CSP_EXTRA_CONNECT_SRC=ws://localhost:8765 npm run serve');
    expect(within(panel).queryByRole('link', { name: /the DevTools UI at/ })).toBeNull();
  });
});

describe('log file names', () => {
  it('carry the UTC time and the route', () => {
    const at = new Date('2026-11-22T23:40:05.123Z');
    expect(logFileName(at, '/settings/theme')).toBe('portal-log-2026-11-22T23-40-05Z-settings-theme.json');
    expect(logFileName(at, '/')).toBe('portal-log-2026-11-22T23-40-05Z-home-page.json');
  });
});

describe('the api endpoint list replay loads', () => {
  it('names every module that injects endpoints', () => {
    const src = path.resolve(__dirname, '../..');
    const list = fs.readFileSync(path.join(__dirname, 'apiEndpoints.ts'), 'utf8');
    const walk = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) && !e.name.includes('.test.') ? [path.join(dir, e.name)] : []));
    const injecting = walk(src).filter((file) => fs.readFileSync(file, 'utf8').includes('.injectEndpoints('));
    expect(injecting.length).toBeGreaterThan(0);
    for (const file of injecting) {
      const specifier = path.relative(__dirname, file).replace(/\.tsx?$/, '');
      expect([file, list.includes(`'${specifier}'`)]).toEqual([file, true]);
    }
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '../../app/store';
import { CRASH_HEADING, CrashBoundary } from '../../ui/CrashBoundary';
import { fixedDeployment } from '../../services/deploymentPort';
import type { DeploymentPort } from '../../services/deploymentPort';
import { chunkLoadFailed, reloadForNewVersionRequested } from './deploymentSlice';
import { CHUNK_FAILED_BUTTON, CHUNK_FAILED_TITLE, NEW_VERSION_BUTTON, NEW_VERSION_TITLE, isChunkLoadError, lazyChunk } from './lazyChunk';

function fakeDeployment(deployed: string | null): DeploymentPort & { reload: jest.Mock } {
  return { ...fixedDeployment(deployed, 'build-1'), reload: jest.fn() };
}

const chunkError = () => Object.assign(new Error('Loading chunk 856 failed.'), { name: 'ChunkLoadError' });
const Page = () => <h1>The page</h1>;

function renderWithStore(ui: ReactElement, deployment: DeploymentPort = fixedDeployment()) {
  const store = makeStore(undefined, { services: { deployment } });
  render(<Provider store={store}>{ui}</Provider>);
  return store;
}

describe('deployment', () => {
  it('after a chunk fails, another deployed build marks the tab outdated, with no error toast', async () => {
    const store = makeStore(undefined, { services: { deployment: fakeDeployment('build-2') } });
    store.dispatch(chunkLoadFailed({ message: 'Loading chunk 856 failed.' }));
    expect(store.getState().deployment.status).toBe('checking');
    await waitFor(() => expect(store.getState().deployment.status).toBe('outdated'));
    expect(store.getState().toasts.items).toEqual([]);
  });

  it.each([
    ['the same build', 'build-1'],
    ['no answer', null],
  ])('with %s it is a network error toast and the tab stays current', async (_case, deployed) => {
    const store = makeStore(undefined, { services: { deployment: fakeDeployment(deployed) } });
    store.dispatch(chunkLoadFailed({ message: 'Loading chunk 856 failed.' }));
    await waitFor(() => expect(store.getState().toasts.items.map((t) => [t.type, t.title, t.message])).toEqual([['error', 'Network Error', 'Network connection failed. Please check your internet connection.']]));
    expect(store.getState().deployment.status).toBe('current');
  });

  it('reloads (keeping the address) only when the person asks', () => {
    const deployment = fakeDeployment('build-2');
    const store = makeStore(undefined, { services: { deployment } });
    expect(deployment.reload).not.toHaveBeenCalled();
    store.dispatch(reloadForNewVersionRequested());
    expect(deployment.reload).toHaveBeenCalledTimes(1);
  });

  it('recognises webpack chunk errors only', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 856 failed.'))).toBe(false);
    expect(isChunkLoadError('ChunkLoadError')).toBe(false);
  });

  it('a lazy component whose chunk is gone after a deployment offers the new version instead of crashing', async () => {
    const deployment = fakeDeployment('build-2');
    const Lazy = lazyChunk(() => Promise.reject(chunkError()));
    renderWithStore(
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>,
      deployment,
    );
    expect(await screen.findByRole('heading', { name: NEW_VERSION_TITLE })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: NEW_VERSION_BUTTON }));
    expect(deployment.reload).toHaveBeenCalledTimes(1);
  });

  it('a lazy component that failed on the network loads on Try Again', async () => {
    let attempts = 0;
    const Lazy = lazyChunk(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(chunkError()) : Promise.resolve({ default: Page });
    });
    const store = renderWithStore(
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>,
      fakeDeployment('build-1'),
    );
    // The version check is over once the network error toast is up.
    await waitFor(() => expect(store.getState().toasts.items).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: CHUNK_FAILED_BUTTON }));
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: CHUNK_FAILED_TITLE })).not.toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('preload() requests the chunk before the first render; a failed preload says nothing and the render asks again (ADR 0113)', async () => {
    let attempts = 0;
    const Lazy = lazyChunk(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(chunkError()) : Promise.resolve({ default: Page });
    });
    Lazy.preload();
    expect(attempts).toBe(1);
    const store = renderWithStore(
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>,
      fakeDeployment('build-1'),
    );
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(attempts).toBe(2);
    expect(store.getState().toasts.items).toEqual([]);
    expect(store.getState().deployment).toEqual({ status: 'current', lastFailure: null });
  });

  it('a quiet overlay (the toast layer) shows nothing in place after a network failure', async () => {
    const QuietCurrent = lazyChunk(() => Promise.reject(chunkError()), { quiet: true });
    const store = renderWithStore(
      <Suspense fallback={null}>
        <QuietCurrent />
      </Suspense>,
      fakeDeployment('build-1'),
    );
    await waitFor(() => expect(store.getState().toasts.items).toHaveLength(1));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('other errors still reach the crash screen', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Lazy = lazyChunk(() => Promise.reject(new Error('boom')));
    renderWithStore(
      <CrashBoundary>
        <Suspense fallback={null}>
          <Lazy />
        </Suspense>
      </CrashBoundary>,
    );
    expect(await screen.findByRole('heading', { name: CRASH_HEADING })).toBeInTheDocument();
    expect(screen.getByText('boom')).toBeInTheDocument();
  });
});

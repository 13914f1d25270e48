import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/** Starts the MSW service worker in the page (development). Anything not mocked goes to the network. */
export async function startBrowserMocks(): Promise<void> {
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
}

/**
 * Which runtime errors the development overlay (`npm start`) shows full-screen. All of them, except MSW's own
 * refresh of its service worker: with `APP_MOCKS=browser`, MSW calls `registration.update()` without waiting
 * for it on every load of a page its worker already controls, and a refresh that races a reload or a rebuild
 * rejects ("Failed to update a ServiceWorker … mockServiceWorker.js") although the worker is installed and
 * serving (issue #27 §11). That rejection stays in the console; it is not a fault of the page.
 *
 * webpack-dev-server sends this function to the browser as source text: it must use nothing but its argument.
 */
export function showRuntimeErrorOverlay(error: Error): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return !(message.includes('Failed to update a ServiceWorker') && message.includes('mockServiceWorker.js'));
}

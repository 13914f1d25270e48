import vm from 'node:vm';
import { showRuntimeErrorOverlay } from './devOverlay.ts';

describe("the development overlay's runtime error filter (issue #27 §11)", () => {
  it("hides MSW's unawaited worker refresh and shows every other runtime error", () => {
    const refresh = new TypeError(
      "Failed to update a ServiceWorker for scope ('http://localhost:3000/') with script ('http://localhost:3000/mockServiceWorker.js'): Not found",
    );
    expect(showRuntimeErrorOverlay(refresh)).toBe(false);
    expect(showRuntimeErrorOverlay(new TypeError("Failed to update a ServiceWorker for scope ('http://localhost:3000/') with script ('http://localhost:3000/sw.js'): Not found"))).toBe(true);
    expect(showRuntimeErrorOverlay(new TypeError("Cannot read properties of undefined (reading 'split')"))).toBe(true);
  });

  it('uses nothing but its argument (webpack-dev-server sends its source text to the browser)', () => {
    // Evaluated from its source text alone, in a context with nothing of this module in it.
    const rebuilt = vm.runInNewContext(`(${showRuntimeErrorOverlay.toString()})`, {}) as (error: Error) => boolean;
    expect(rebuilt(new Error('Failed to update a ServiceWorker … mockServiceWorker.js'))).toBe(false);
    expect(rebuilt(new Error('boom'))).toBe(true);
  });
});

import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from '../src/mocks/node';
import { resetMockData } from '../src/mocks/handlers';

// findBy*/waitFor give up after 10 s instead of 1 s: the first render of a lazily loaded portal chunk under jsdom
// takes longer than 1 s on a loaded 2-core machine. A hang guard only; no test asserts on time.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockData();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
